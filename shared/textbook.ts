/** LRN-016: '(TE)' and '(SE)' are edition markers for editors, not part of the title students see. */
export const chapterHeading = (title: string) =>
  title
    .replace(/\((TE|SE)\)/g, "")
    .replace(/\s{2,}/g, " ")
    .trim();
