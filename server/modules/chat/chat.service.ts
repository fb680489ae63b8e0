import type { Logger } from "pino";
import type { PublicUser } from "../../../shared/schema";
import type { ChatReply } from "../../../shared/contracts/chat";
import type { ChatHistoryMessage } from "../../../shared/schema/chat";
import type { Db } from "../../db/client";
import { rupeesToPaise } from "../../../shared/finance/money";
import type { Locale } from "../../../shared/i18n/locales";
import { listOwnLoans } from "../loans";
import { getSettings } from "../settings";
import { builtInAnswer, understand, type AssistantContext, type OwnLoan, type Understanding } from "./assistant";
import { unknownReply } from "./assistant/answers";
import { voice } from "./assistant/format";
import { providerMessages, type ChatProvider } from "./chat-provider";
import { replyLocale } from "./reply-language";
import { systemPrompt } from "./system-prompt";

type ChatInput = { message: string; history?: ChatHistoryMessage[] };

async function ownLoans(db: Db, userId: number): Promise<OwnLoan[]> {
  const loans = await listOwnLoans(db, userId);
  return loans.map(({ id, loanType, amount, status, appliedAt, rejectionReason, processingFeePaid }) => ({
    id,
    loanType,
    amountPaise: rupeesToPaise(amount),
    status,
    // The loan view types this moment as a Date or ISO text; the assistant formats a Date.
    appliedAt: new Date(appliedAt),
    rejectionReason,
    processingFeePaid,
  }));
}

/** What went wrong, without the message text, the request or any header: none of it belongs in a log. */
function failureOf(error: unknown) {
  const e = error as { name?: unknown; status?: unknown };
  return { error: typeof e?.name === "string" ? e.name : "Error", status: typeof e?.status === "number" ? e.status : undefined };
}

/**
 * The built-in answer, or, should it fail on a question nobody foresaw, the helpful pointer: a chat
 * message never ends in a server error (and with a provider, the language model still answers).
 */
function safeBuiltInAnswer(question: Understanding, ctx: AssistantContext, logger: Logger) {
  try {
    return builtInAnswer(question, ctx);
  } catch (error) {
    logger.error({ event: "chat_builtin_failed", ...failureOf(error) }, "The built-in chat assistant failed; it gave the helpful pointer");
    return { intent: question.intent, reply: unknownReply(voice(ctx.locale)), computed: false };
  }
}

/**
 * What the built-in answer gives the language model to quote: its worked-out figures, or the facts it read
 * from GharSetu's catalogues and settings that the system prompt does not hold (a document checklist, a
 * balance transfer's costs, the Key Fact Statement's charges). Other answers leave the model to its prompt.
 */
function builtInFacts(builtIn: { reply: string; computed: boolean; quoted?: boolean }) {
  if (builtIn.computed) return { kind: "computed" as const, reply: builtIn.reply };
  if (builtIn.quoted) return { kind: "quoted" as const, reply: builtIn.reply };
  return undefined;
}

/**
 * One chat turn. With a provider, the language model answers with the current rates in its system
 * prompt, and with the built-in assistant's exact figures when the question is a calculation, or its facts
 * when it answered from the catalogues (builtInFacts). A
 * question about the customer's own applications is always answered here from their own rows, which
 * never leave our server. Any provider failure, timeout or empty answer falls back to the built-in
 * assistant, so a visitor always gets an answer. The answer is in the question's language: Hindi for
 * Devanagari or on a Hindi page (`pageLocale`, from Accept-Language), else English (reply-language.ts).
 */
export async function answerChat(
  db: Db,
  provider: ChatProvider | null,
  logger: Logger,
  user: PublicUser | undefined,
  input: ChatInput,
  pageLocale?: Locale,
): Promise<ChatReply> {
  const settings = await getSettings(db);
  const rates = { homeLoanRate: settings.homeLoanRate, lapRate: settings.lapRate, btTopupRate: settings.btTopupRate };
  const {
    maxFoirPercent,
    lapLtvPercent,
    modtStampDutyPercent,
    btLegalChargesPaise,
    feeGstPercent,
    coolingOffDays,
    processingFeeRefundable,
  } = settings;
  const lender = {
    maxFoirPercent,
    lapLtvPercent,
    modtStampDutyPercent,
    btLegalChargesPaise,
    feeGstPercent,
    coolingOffDays,
    processingFeeRefundable,
  };
  const locale = replyLocale(input.message, pageLocale);
  const question = understand(input.message);
  // The customer's rows are read only for a status question, the one answer that needs them.
  const loans = user && question.intent === "status" ? await ownLoans(db, user.id) : null;
  const builtIn = safeBuiltInAnswer(question, { rates, lender, loans, locale }, logger);
  if (builtIn.intent === "status") return { reply: builtIn.reply, private: true };
  if (!provider) return { reply: builtIn.reply };

  try {
    const reply = await provider({
      system: systemPrompt(rates, builtInFacts(builtIn), locale),
      messages: providerMessages(input.history ?? [], input.message),
    });
    if (reply) return { reply };
    logger.warn({ event: "chat_provider_empty" }, "Chat provider gave no text; the built-in assistant answered");
  } catch (error) {
    logger.warn({ event: "chat_provider_failed", ...failureOf(error) }, "Chat provider failed; the built-in assistant answered");
  }
  return { reply: builtIn.reply };
}
