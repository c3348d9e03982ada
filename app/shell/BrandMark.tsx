import brand from "~brand";

/** The brand's square mark (its favicon artwork), for the collapsed sidebar where the word mark does not fit. */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <span
      role="img"
      aria-label={brand.name}
      style={{ display: "inline-block", width: size, height: size, lineHeight: 0 }}
      // The SVG is a build-time constant of the brand, not user input.
      dangerouslySetInnerHTML={{
        __html: brand.faviconSvg.replace("<svg ", `<svg width="${size}" height="${size}" aria-hidden="true" `),
      }}
    />
  );
}
