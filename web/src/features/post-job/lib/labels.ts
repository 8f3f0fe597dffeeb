// How the job form and its preview word catalogue values (spec §3).

/** Spec §3: gender preference Both means anyone may apply. */
export const genderLabel = (gender: string) => (gender === 'Both' ? 'Any (Both)' : gender);

/** The select options of a catalogue list, each shown through `label`. */
export const optionsOf = (values: readonly string[], label: (value: string) => string = (v) => v) =>
  values.map((value) => ({ value, label: label(value) }));
