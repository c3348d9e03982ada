// The item pairs of the antonym-consistency index (./validity.ts, docs/assessment/response-validity.md).
//
// The index compares answers to statements that point in opposite directions on one trait: an attentive person who
// agrees with one tends to disagree with the other, so over all pairs the two raw answers correlate negatively; a
// careless one answers both alike (a repeating pattern gives +1) or without relation (random answers, about 0).
//
// How the pairs were chosen. Johnson (2005) and Meade & Craig (2012) took "psychometric antonyms" empirically: the
// item pairs with the most negative correlations in their own large samples (Meade & Craig also used "semantic
// antonyms", chosen by meaning; Curran 2016 reviews both). This product has no response sample to select pairs from,
// and choosing by reading would be a matter of taste, so the pairs follow one rule that anyone can check against the
// published keying (Johnson 2014; the keying in @bigfive-org/questions): every plus-keyed item paired with every
// minus-keyed item of the same facet. Both measure the same trait in opposite directions, so their answers should
// oppose. 21 of the 30 facets have both keyings and give 73 pairs; the nine keyed one way only (N1, E5, E6, O1, A2,
// A4, A5, C1, C6) give none. An item can be in several pairs: more pairs make the correlation steadier (it is read
// over 73 points rather than 30), and the calibration in validity.test.ts measures its spread with that overlap.
//
// Each line is one facet: [plus item, minus item] by 1-based position in the inventory (ITEMS[num − 1]).
// antonyms.test.ts checks that the table is exactly what the rule gives.

/** [plus-keyed item, minus-keyed item], by position in the inventory (1–120). */
export type AntonymPair = readonly [plus: number, minus: number];

// One facet per line (prettier would put each pair on a line of its own).
// prettier-ignore
export const ANTONYM_PAIRS: readonly AntonymPair[] = Object.freeze([
  // N2: 6 “Get angry easily”, 36 “Get irritated easily”, 66 “Lose my temper” × 96 “Am not easily annoyed”
  [6, 96], [36, 96], [66, 96],
  // N3: 11 “Often feel blue”, 41 “Dislike myself”, 71 “Am often down in the dumps” × 101 “Feel comfortable with myself”
  [11, 101], [41, 101], [71, 101],
  // N4: 16 “Find it difficult to approach others”, 46 “Am afraid to draw attention to myself”, 76 “Only feel comfortable with friends” × 106 “Am not bothered by difficult social situations”
  [16, 106], [46, 106], [76, 106],
  // N5: 21 “Go on binges” × 51 “Rarely overindulge”, 81 “Easily resist temptations”, 111 “Am able to control my cravings”
  [21, 51], [21, 81], [21, 111],
  // N6: 26 “Panic easily”, 56 “Become overwhelmed by events”, 86 “Feel that I'm unable to deal with things” × 116 “Remain calm under pressure”
  [26, 116], [56, 116], [86, 116],
  // E1: 2 “Make friends easily”, 32 “Feel comfortable around people” × 62 “Avoid contacts with others”, 92 “Keep others at a distance”
  [2, 62], [2, 92], [32, 62], [32, 92],
  // E2: 7 “Love large parties”, 37 “Talk to a lot of different people at parties” × 67 “Prefer to be alone”, 97 “Avoid crowds”
  [7, 67], [7, 97], [37, 67], [37, 97],
  // E3: 12 “Take charge”, 42 “Try to lead others”, 72 “Take control of things” × 102 “Wait for others to lead the way”
  [12, 102], [42, 102], [72, 102],
  // E4: 17 “Am always busy”, 47 “Am always on the go”, 77 “Do a lot in my spare time” × 107 “Like to take it easy”
  [17, 107], [47, 107], [77, 107],
  // O2: 8 “Believe in the importance of art”, 38 “See beauty in things that others might not notice” × 68 “Do not like poetry”, 98 “Do not enjoy going to art museums”
  [8, 68], [8, 98], [38, 68], [38, 98],
  // O3: 13 “Experience my emotions intensely”, 43 “Feel others' emotions” × 73 “Rarely notice my emotional reactions”, 103 “Don't understand people who get emotional”
  [13, 73], [13, 103], [43, 73], [43, 103],
  // O4: 18 “Prefer variety to routine” × 48 “Prefer to stick with things that I know”, 78 “Dislike changes”, 108 “Am attached to conventional ways”
  [18, 48], [18, 78], [18, 108],
  // O5: 23 “Love to read challenging material” × 53 “Avoid philosophical discussions”, 83 “Have difficulty understanding abstract ideas”, 113 “Am not interested in theoretical discussions”
  [23, 53], [23, 83], [23, 113],
  // O6: 28 “Tend to vote for liberal political candidates”, 58 “Believe that there is no absolute right and wrong” × 88 “Tend to vote for conservative political candidates”, 118 “Believe that we should be tough on crime”
  [28, 88], [28, 118], [58, 88], [58, 118],
  // A1: 4 “Trust others”, 34 “Believe that others have good intentions”, 64 “Trust what people say” × 94 “Distrust people”
  [4, 94], [34, 94], [64, 94],
  // A3: 14 “Love to help others”, 44 “Am concerned about others” × 74 “Am indifferent to the feelings of others”, 104 “Take no time for others”
  [14, 74], [14, 104], [44, 74], [44, 104],
  // A6: 29 “Sympathize with the homeless”, 59 “Feel sympathy for those who are worse off than myself” × 89 “Am not interested in other people's problems”, 119 “Try not to think about the needy”
  [29, 89], [29, 119], [59, 89], [59, 119],
  // C2: 10 “Like to tidy up” × 40 “Often forget to put things back in their proper place”, 70 “Leave a mess in my room”, 100 “Leave my belongings around”
  [10, 40], [10, 70], [10, 100],
  // C3: 15 “Keep my promises”, 45 “Tell the truth” × 75 “Break rules”, 105 “Break my promises”
  [15, 75], [15, 105], [45, 75], [45, 105],
  // C4: 20 “Work hard”, 50 “Do more than what's expected of me” × 80 “Do just enough work to get by”, 110 “Put little time and effort into my work”
  [20, 80], [20, 110], [50, 80], [50, 110],
  // C5: 25 “Am always prepared”, 55 “Carry out my plans” × 85 “Waste my time”, 115 “Have difficulty starting tasks”
  [25, 85], [25, 115], [55, 85], [55, 115],
]);
