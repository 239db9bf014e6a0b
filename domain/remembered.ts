/** `compute`, remembering each answer it gave; it forgets them all once it holds `limit`, so its memory stays bounded. */
export const remembered = <K, V>(compute: (key: K) => V, limit: number): ((key: K) => V) => {
  const known = new Map<K, V>();
  return (key) => {
    if (known.has(key)) return known.get(key) as V;
    if (known.size >= limit) known.clear();
    const value = compute(key);
    known.set(key, value);
    return value;
  };
};
