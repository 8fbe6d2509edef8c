/** A page of the calculator as main.ts mounts it: its element, and how to end its workers when another page replaces it. */
export interface MountedPage {
  root: HTMLElement;
  close(): void;
}
