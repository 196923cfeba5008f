import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import type { z } from "zod";
import { FieldError, TextField } from "~/components/ui/field";
import { useSettingsReply } from "./reply";
import { Notice, SubmitButton } from "./ui";

type FieldSpec = { name: string; label: string; type: string; autoComplete: string; hint?: string };

/**
 * One form of the page: its fields, its own errors, its notice, its submit button (carrying the intent). Of the
 * page's answers it shows only those to its own intent; its id is the intent unless given.
 */
export function SchemaForm({
  intent,
  id = intent,
  schema,
  submit,
  fields,
  tone = "primary",
}: {
  intent: string;
  id?: string;
  schema: z.ZodType;
  submit: string;
  fields: FieldSpec[];
  tone?: "primary" | "danger" | "quiet";
}) {
  const pageReply = useSettingsReply();
  const reply = pageReply?.intent === intent ? pageReply : undefined;
  const navigation = useNavigation();
  const [form, formFields] = useForm({
    id,
    lastResult: reply?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" className="space-y-4" {...getFormProps(form)}>
      {reply?.notice && <Notice>{reply.notice}</Notice>}
      {fields.map((spec) => {
        const field = formFields[spec.name]!;
        return (
          <TextField
            key={spec.name}
            label={spec.label}
            field={field}
            hint={spec.hint}
            inputProps={{ ...getInputProps(field, { type: spec.type as "text" }), autoComplete: spec.autoComplete }}
          />
        );
      })}
      <FieldError id={form.errorId} errors={form.errors} role="alert" />
      <SubmitButton name="intent" value={intent} busy={busy} tone={tone}>
        {submit}
      </SubmitButton>
    </Form>
  );
}
