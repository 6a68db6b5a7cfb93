/** Links in a plain-text mail, so development can print them (sign-in and confirmation links). */
export const extractLinks = (text: string): string[] => {
  const found = (text.match(/https?:\/\/[^\s<>"')]+/g) ?? []).map((link) => link.replace(/[.,;:!?]+$/, ''));
  return [...new Set(found)];
};
