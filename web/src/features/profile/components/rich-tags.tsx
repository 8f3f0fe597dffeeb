// richText's tags of the profile's words (lib/rich-text).

/** Words only screen readers hear: 'Delete<hidden> resume</hidden>'. */
export const hidden = { hidden: (words: string) => <span className="sr-only">{words}</span> };

/** Names left in English in any language: '<en>JPEG, PNG, GIF</en> या <en>WebP</en>'. */
export const english = { en: (words: string) => <span lang="en">{words}</span> };
