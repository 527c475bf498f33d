/** What a submit handler answers: messages for fields of the form, already translated. */
export type FormErrors<Values> = Partial<Record<keyof Values & string, string>>;

export type AuthFormSubmit<Values> = (values: Values) => Promise<FormErrors<Values> | void>;
