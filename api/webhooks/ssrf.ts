// Webhook URLs must not reach into our own network (SSRF): outside STAGE=local a URL is refused when its host is, or
// resolves to, a private, loopback, link-local (cloud metadata), shared, multicast or reserved address. The check
// runs when a hook is saved and again at every delivery, inside the connection's own DNS lookup, so a name that
// later resolves elsewhere (DNS rebinding) is refused at the moment of connecting.
import dns from "node:dns";
import net from "node:net";

const blocked = new net.BlockList();
for (const [address, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT (also Alibaba's metadata address)
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, the cloud metadata endpoint 169.254.169.254
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  blocked.addSubnet(address, prefix, "ipv4");
for (const [address, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7], // unique local (AWS's IPv6 metadata fd00:ec2::254)
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  blocked.addSubnet(address, prefix, "ipv6");

/** Whether an IP address is one a webhook may not reach. */
export function isForbiddenAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return true;
  if (family === 6) {
    // An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is the IPv4 address.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return isForbiddenAddress(mapped[1]);
    return blocked.check(address, "ipv6");
  }
  return blocked.check(address, "ipv4");
}

export class UnsafeUrlError extends Error {}

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, "$1");

/**
 * Why a URL may not be a webhook's, or null when it may. `allowPrivate` (STAGE=local) lets plain http and local
 * addresses through, for a receiver on the developer's machine.
 */
export async function urlProblem(
  raw: string,
  { allowPrivate, resolve = dns.promises.lookup }: { allowPrivate: boolean; resolve?: typeof dns.promises.lookup },
): Promise<string | null> {
  if (!URL.canParse(raw)) return "must be a full URL";
  const url = new URL(raw);
  if (allowPrivate) return ["http:", "https:"].includes(url.protocol) ? null : "must be an https:// URL";
  if (url.protocol !== "https:") return "must be an https:// URL";
  const host = hostOf(url);
  if (net.isIP(host)) return isForbiddenAddress(host) ? "must not point to a private or local address" : null;
  try {
    const addresses = await resolve(host, { all: true, verbatim: true });
    if (addresses.length === 0) return "has a host name that does not resolve";
    if (addresses.some((a) => isForbiddenAddress(a.address))) return "must not point to a private or local address";
  } catch {
    return "has a host name that does not resolve";
  }
  return null;
}

/**
 * A DNS lookup for http(s).request that refuses forbidden addresses: the socket connects to the address checked
 * here, never to one a second lookup might answer.
 */
export function guardedLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 4);
      const list = addresses as dns.LookupAddress[];
      const bad = !allowPrivate && list.some((a) => isForbiddenAddress(a.address));
      if (bad || list.length === 0)
        return callback(new UnsafeUrlError(`${hostname} resolves to a private or local address`), "", 4);
      if ((options as dns.LookupOptions).all)
        return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}
