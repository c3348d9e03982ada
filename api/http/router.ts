import express, { type RequestHandler, type Router } from "express";

type AnyHandler = RequestHandler | RequestHandler[];

// Express 4 does not pass a rejected promise to the error handler; without this an async throw hangs the request.
const settle = (handler: RequestHandler): RequestHandler =>
  function settled(req, res, next) {
    Promise.resolve(handler(req, res, next)).catch(next);
  };

/** An Express router whose route handlers may be async: a thrown ApiError becomes its HTTP answer. */
export function createRouter(): Router {
  const router = express.Router();
  for (const method of ["get", "post", "put", "patch", "delete"] as const) {
    const original = router[method].bind(router) as (path: string, ...handlers: AnyHandler[]) => Router;
    (router as unknown as Record<string, unknown>)[method] = (path: string, ...handlers: AnyHandler[]) =>
      original(path, ...handlers.flat().map(settle));
  }
  return router;
}
