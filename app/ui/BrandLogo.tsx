import brand from "~brand";

/** The brand's own SVG logo, inlined so it needs no extra request. */
export function BrandLogo({ height = 40 }: { height?: number }) {
  return (
    <span
      className="brand-logo"
      style={{ display: "inline-block", height, lineHeight: 0 }}
      // The SVG is a build-time constant of the brand, not user input.
      dangerouslySetInnerHTML={{ __html: brand.logoSvg.replace("<svg ", `<svg height="${height}" `) }}
    />
  );
}
