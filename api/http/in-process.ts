// The Main API called from the app's own server in the same process (docs/decisions/070-the-app-calls-its-api-in-process.md):
// an operation of a contract, found by its method and path, runs through the same checks as a request to
// /api/v2 — the area gates and the brand-feature gate (404), authentication of the id token and proxy user (401,
// 403), the capability (403), the proxy-write audit, the NUL rule and the input's schemas (400), and with
// API_CHECK_RESPONSES=1 the answer's schema — without a socket, JSON both ways or retries. Every outcome, a refusal
// included, comes back as a value (the app's server is bundled apart from this module, so it shares no classes
// with it: it imports only this module's types).
import brand from "~brand";
import type { ApiDeps } from "./deps";
import { fileHeaders, type FileAnswer } from "./answers";
import type { Auth, Authenticator } from "./authenticate";
import { servedBy, type InProcessIdentity, type InvokeApi } from "./contract";
import { ApiError, asApiError } from "./errors";
import { auditProxyWrite, operationKey, perform, SENT, type OperationRegistry } from "./implement";

export function inProcessInvoker(deps: ApiDeps, registry: OperationRegistry, authenticator: Authenticator): InvokeApi {
  // Who an identity is, found once for all the calls made with that identity object: the app's client makes one per
  // page request (app/api/client.server.ts), whose loaders call several operations. Each call is still admitted on
  // its own (a deactivated user reads only their profile); the memo goes with the object.
  const identities = new WeakMap<InProcessIdentity, Promise<Auth>>();
  const identify = (identity: InProcessIdentity | null) => {
    if (!identity) return authenticator.identify({ idToken: undefined, proxyUserId: undefined });
    let known = identities.get(identity);
    if (!known) {
      known = authenticator.identify({ idToken: identity.idToken, proxyUserId: identity.proxyUserId });
      identities.set(identity, known);
    }
    return known;
  };
  return async (called, input, identity) => {
    const mounted = registry.get(operationKey(called));
    const headers: Record<string, string> = {};
    // As a path nothing is mounted at answers.
    if (!mounted) return { status: 404, headers, refusal: { message: "Not Found", errors: [] } };
    const { op } = mounted;
    let verified: Promise<Auth> | null = null;
    const verify = () => (verified ??= identify(identity).then((auth) => authenticator.admit(auth, op)));
    let settle: (status: number) => void = () => undefined;
    try {
      // In the order a request meets them (api/index.ts, ./implement.ts).
      if (mounted.authenticatedUpFront) await verify();
      for (const gate of mounted.gates) await gate(op.path, () => (identity ? verify() : Promise.resolve(null)));
      if (!servedBy(op, brand.features)) throw ApiError.notFound();
      const auth = op.access !== "public" ? await verify() : verified ? await verified : null;
      settle = await auditProxyWrite(deps, auth, mounted);
      const outcome = await perform(
        deps,
        mounted,
        auth,
        { params: input.params ?? {}, query: input.query ?? {}, body: input.body },
        { ip: undefined, setHeader: (name, value) => void (headers[name] = value), http: null },
      );
      if (outcome === SENT) throw new Error(`${mounted.operationId} answers over HTTP only`);
      settle(outcome.status);
      if ("file" in outcome) return { status: 200, headers, download: downloadOf(outcome.file, headers, deps) };
      return { status: outcome.status, headers, json: "json" in outcome ? outcome.json : undefined };
    } catch (error) {
      const { status, message, errors } = asApiError(error, deps.logger, { operation: mounted.operationId });
      settle(status);
      return { status, headers, refusal: { message, errors } };
    }
  };
}

/** A file answer as the response a fetch of it would give: whole, or piece by piece as the reader takes them. */
function downloadOf(file: FileAnswer, headers: Record<string, string>, deps: ApiDeps): Response {
  const init = { status: 200, headers: { ...headers, ...fileHeaders(file) } };
  const { body } = file;
  if (typeof body === "string") return new Response(body, init);
  if (Buffer.isBuffer(body)) return new Response(new Uint8Array(body), init);
  const pieces = body[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await pieces.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (err) {
        // Cut short, so that a partial file cannot pass for a whole one.
        deps.logger.error({ err }, "a download failed part way");
        controller.error(err);
      }
    },
    async cancel() {
      await pieces.return?.();
    },
  });
  return new Response(stream, init);
}
