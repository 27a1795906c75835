export function salesMailto(subject: string): string {
  return `mailto:sales@cartographer.dev?subject=${encodeURIComponent(subject)}`;
}
