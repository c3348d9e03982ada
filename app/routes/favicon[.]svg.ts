import brand from "~brand";

export function loader() {
  return new Response(brand.faviconSvg, {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400" },
  });
}
