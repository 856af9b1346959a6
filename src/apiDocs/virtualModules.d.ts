/** The URL of Scalar's standalone script, from the Vite plugin scripts/lib/scalarStandalone.ts. */
declare module 'virtual:scalar-standalone' {
  const url: string;
  export default url;
}
