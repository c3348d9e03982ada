// The brand's logo in a PDF, drawn from the very <path> shapes of its SVG (brands/<brand>/logo.ts) as vector paths:
// no font is involved, so its word mark looks the same in every viewer and on paper.
import brand from "~brand";

export interface LogoShape {
  d: string;
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
  opacity?: number;
}

const attribute = (element: string, name: string) => element.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

/** The <path> elements of an SVG logo with their paint, and its viewBox. */
export function logoShapes(svg: string): { width: number; height: number; shapes: LogoShape[] } {
  const [, , width, height] = (attribute(svg, "viewBox") ?? "0 0 180 40").split(/\s+/).map(Number);
  const shapes = [...svg.matchAll(/<path\b[^>]*>/g)].map(([element]) => {
    const fill = attribute(element, "fill");
    const stroke = attribute(element, "stroke");
    const strokeWidth = attribute(element, "stroke-width");
    const opacity = attribute(element, "opacity");
    return {
      d: attribute(element, "d") ?? "",
      fill: fill && fill !== "none" ? fill : undefined,
      stroke: stroke && stroke !== "none" ? stroke : undefined,
      strokeWidth: strokeWidth ? Number(strokeWidth) : undefined,
      opacity: opacity ? Number(opacity) : undefined,
    };
  });
  return { width, height, shapes };
}

/** The brand's logo's width when drawn `height` points tall. */
export function logoWidth(height: number): number {
  const logo = logoShapes(brand.logoSvg);
  return (logo.width * height) / logo.height;
}

/** Draws the brand's logo with its top left corner at (x, y), `height` points tall; answers its width. */
export function drawLogo(doc: PDFKit.PDFDocument, x: number, y: number, height: number): number {
  const logo = logoShapes(brand.logoSvg);
  const scale = height / logo.height;
  doc.save();
  doc.translate(x, y).scale(scale);
  for (const shape of logo.shapes) {
    doc.save();
    if (shape.opacity !== undefined) doc.opacity(shape.opacity);
    doc.path(shape.d);
    if (shape.stroke) doc.lineWidth(shape.strokeWidth ?? 1);
    if (shape.fill && shape.stroke) doc.fillAndStroke(shape.fill, shape.stroke);
    else if (shape.fill) doc.fill(shape.fill);
    else if (shape.stroke) doc.stroke(shape.stroke);
    doc.restore();
  }
  doc.restore();
  return logo.width * scale;
}
