import { m } from "~/i18n/paraglide/messages.js";

const steps = () => [m.owner_step_account(), m.owner_step_required(), m.owner_step_optional()];

/** The frame of wizard steps 2 and 3: where you are, a heading, the form. */
export function WizardShell({ step, intro, children }: { step: 2 | 3; intro: string; children: React.ReactNode }) {
  const STEPS = steps();
  return (
    <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <nav aria-label={m.owner_progress_label()}>
        <ol className="flex items-center gap-2 text-sm">
          {STEPS.map((label, index) => {
            const number = index + 1;
            const state = number < step ? "done" : number === step ? "current" : "todo";
            return (
              <li
                key={label}
                className="flex flex-1 items-center gap-2"
                aria-current={state === "current" ? "step" : undefined}
              >
                <span
                  className={`flex h-7 w-7 flex-none items-center justify-center rounded-full text-xs font-bold ${
                    state === "todo" ? "bg-white/10 text-slate-300" : "bg-emerald-400 text-slate-950"
                  }`}
                >
                  {state === "done" ? "✓" : number}
                </span>
                <span className={state === "current" ? "font-semibold text-white" : "text-slate-400"}>{label}</span>
                {number < STEPS.length && <span className="h-px flex-1 bg-white/15" aria-hidden="true" />}
              </li>
            );
          })}
        </ol>
      </nav>
      <div className="mt-8 rounded-3xl bg-slate-900 p-6 ring-1 ring-white/10 sm:p-8">
        <p className="text-sm text-slate-400">{m.owner_step_of({ step })}</p>
        <h1 className="mt-1 text-2xl font-bold text-white">{STEPS[step - 1]}</h1>
        <p className="mt-2 text-slate-300">{intro}</p>
        <div className="mt-8">{children}</div>
      </div>
    </main>
  );
}
