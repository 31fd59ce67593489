// The list envelope of DESIGN.md convention 6.
export const page = <T>(list: T[], count: number, limit: number) => ({
  list,
  count,
  numberOfPages: Math.ceil(count / limit),
});
