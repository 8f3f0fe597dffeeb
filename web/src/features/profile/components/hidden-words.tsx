/** richText's tag for words only screen readers hear: 'Delete<hidden> resume</hidden>'. */
export const hidden = { hidden: (words: string) => <span className="sr-only">{words}</span> };
