// Whether this process has built its search index and read the school profiles (main.ts does it
// after it starts listening). /healthz reports it, so that a benchmark or a load balancer can wait.
let warm = false;

export function markWarm(): void {
  warm = true;
}

export function isWarm(): boolean {
  return warm;
}
