/** The ids in their new order, with the one at `index` swapped with its neighbour, as the reorder intents take them. */
export const swap = (ids: number[], index: number, by: -1 | 1) => {
  const next = [...ids];
  [next[index], next[index + by]] = [next[index + by], next[index]];
  return next.join(",");
};
