/** Fixed pixel sizes of the generated artwork, so pages can reserve the space before images arrive. */
export const imageSizes = {
  logo: { width: 160, height: 160 },
  cover: { width: 640, height: 360 },
} as const;
