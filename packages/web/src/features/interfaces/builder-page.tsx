export function BuilderPage() {
  return null;
}
