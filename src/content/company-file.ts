/**
 * The company's details as a file the company fills in (JSON; the sample is `company.sample.json`), and its check:
 * every mistake is named by the file, the line and the field. Read by the build (vite.config.ts, which puts the
 * details into the bundle) and by the server at start (server/company.ts); never by code that runs in a browser.
 */
import * as v from 'valibot';

const text = (max: number) =>
  v.pipe(
    v.string('must be text in quotes'),
    v.trim(),
    v.nonEmpty('must not be empty'),
    v.maxLength(max, `must be at most ${max} characters`),
  );

const countryCode = v.pipe(
  v.string('must be a country code in quotes'),
  v.regex(/^[A-Z]{2}$/, 'must be a two-letter country code in capitals (ISO 3166-1), such as "DE" or "US"'),
);

const email = v.pipe(
  text(254),
  v.regex(/^[^\s@<>()",;]+@[^\s@<>()",;]+\.[^\s@<>()",;]+$/, 'must be an e-mail address, such as privacy@example.com'),
);

const phone = v.pipe(
  text(40),
  v.regex(/^\+?[0-9 ().\-/]+$/, 'must be a phone number of digits, spaces, + ( ) - . /, such as +49 30 1234567'),
);

const url = v.pipe(text(300), v.regex(/^https:\/\/\S+$/, 'must be an address that starts with https://'));

const days = v.pipe(
  v.number('must be a number of days'),
  v.integer('must be a whole number of days'),
  v.minValue(1, 'must be 1 day or more'),
);

/** Whether the company takes part in consumer dispute resolution (§ 36 VSBG). */
const disputeParticipation = ['no', 'willing', 'obliged'] as const;

const address = v.strictObject(
  {
    street: text(200),
    postalCode: text(20),
    locality: text(100),
    /** A state or province, where the address has one (a US address). */
    region: v.optional(text(100)),
    country: countryCode,
  },
  'must be an address with street, postalCode, locality, country (and region where there is one)',
);

const person = v.strictObject({ name: text(200), address }, 'must be a person or company with its name and address');

/** How a transfer outside the EU and the EEA is protected (the privacy notice words each one). */
const transferSafeguards = ['adequacy', 'standardContractualClauses'] as const;

export const companySchema = v.strictObject(
  {
    /** True in the sample: the legal and privacy notices then say the details are samples. */
    sample: v.optional(v.boolean('must be true or false'), false),
    legalName: text(200),
    address,
    phone,
    email,
    /** Who represents the company (its managing director, its chief executive). */
    representative: text(200),
    /** The commercial register and number, such as "Amtsgericht Berlin-Charlottenburg, HRB 000000" (where there is one). */
    register: v.optional(text(200)),
    /** The VAT identification number (where the company has one): the legal notice hides the row without it. */
    vatId: v.optional(text(40)),
    /**
     * A line that answers 24 hours a day, 7 days a week when a hand stops working: without it, the site promises no
     * 24/7 support.
     */
    deviceSupport: v.optional(
      v.strictObject({ phone }, 'must be { "phone": "..." }, the 24/7 line for a hand that stops working'),
    ),
    /**
     * Whether the company takes part in dispute resolution before a consumer arbitration board (§ 36 VSBG): "no",
     * "willing" or "obliged"; with "willing" or "obliged", the board's name and website.
     */
    disputeResolution: v.strictObject(
      {
        participation: v.picklist(
          disputeParticipation,
          `must be one of ${disputeParticipation.map((p) => `"${p}"`).join(', ')}`,
        ),
        board: v.optional(v.strictObject({ name: text(200), website: url }, 'must be { "name": ..., "website": ... }')),
      },
      'must say whether the company takes part in consumer dispute resolution: { "participation": "no" }',
    ),
    /** The person responsible for the content (§ 18 (2) MStV), with their address. */
    contentResponsible: person,
    privacy: v.strictObject(
      {
        /** Where a visitor writes about their data (their rights, withdrawing a consent). */
        email,
        dataProtectionOfficer: v.optional(
          v.strictObject({ name: v.optional(text(200)), email }, 'must have an email (and may have a name)'),
        ),
        /**
         * The longest each copy of a request outside our server is kept: the team's e-mail (days), and the customer
         * system by its name where one is used (none: the notice names none).
         */
        copies: v.strictObject(
          {
            teamMailDays: days,
            customerSystem: v.optional(
              v.strictObject({ name: text(100), days }, 'must be { "name": ..., "days": ... }'),
            ),
          },
          'must say how long the copies are kept: { "teamMailDays": ..., "customerSystem": { "name": ..., "days": ... } }',
        ),
        /** For a company outside the EU: its representative in the EU (Art. 27 GDPR). */
        euRepresentative: v.optional(person),
        /** Where outside the EU and the EEA the details are stored or read (none: they stay inside), and how. */
        transfers: v.strictObject(
          {
            countries: v.array(countryCode, 'must be a list of country codes, such as ["US"], or []'),
            safeguard: v.optional(
              v.picklist(transferSafeguards, `must be one of ${transferSafeguards.map((s) => `"${s}"`).join(', ')}`),
            ),
          },
          'must say where outside the EU and EEA the details go: { "countries": [...], "safeguard": "..." }',
        ),
      },
      'must have the privacy contact: { "email": ..., "transfers": ... }',
    ),
  },
  'must be an object of the company details (see src/content/company.sample.json)',
);

export type CompanyDetails = v.InferOutput<typeof companySchema>;
export type CompanyAddress = CompanyDetails['address'];

class CompanyFileError extends Error {
  override name = 'CompanyFileError';
}

/**
 * The details in a company file's `text`, checked; a mistake throws a CompanyFileError naming `file`, the line and
 * the field ("company.json, line 12: privacy.email must be an e-mail address, such as privacy@example.com").
 */
export function parseCompanyFile(text: string, file: string): CompanyDetails {
  const { value, lines } = readJson(text, file);
  const result = v.safeParse(companySchema, value);
  if (result.success) {
    const transfers = result.output.privacy.transfers;
    if (transfers.countries.length && !transfers.safeguard)
      throw new CompanyFileError(
        `${file}, line ${lines.get('privacy.transfers') ?? 1}: privacy.transfers.safeguard must say how the transfer to ${transfers.countries.join(', ')} is protected: ${transferSafeguards.map((s) => `"${s}"`).join(' or ')}.`,
      );
    const disputes = result.output.disputeResolution;
    if (disputes.participation !== 'no' && !disputes.board)
      throw new CompanyFileError(
        `${file}, line ${lines.get('disputeResolution') ?? 1}: disputeResolution.board must name the consumer arbitration board (its name and website) when participation is "${disputes.participation}".`,
      );
    return result.output;
  }
  // A misspelt key first: it is also why the right one is missing.
  const unknownKey = (issue: v.BaseIssue<unknown>) => issue.type === 'strict_object' && issue.input !== undefined;
  const issue = result.issues.find(unknownKey) ?? result.issues[0];
  const path = (issue.path ?? []).map((item) => String(item.key));
  const field = path.join('.');
  // The line of the field itself, else of the object that lacks it.
  let line: number | undefined;
  for (let depth = path.length; depth >= 0 && line === undefined; depth--)
    line = lines.get(path.slice(0, depth).join('.'));
  const problem = unknownKey(issue)
    ? `${field} is not a field of the company details: is it misspelt?`
    : issue.input === undefined && path.length
      ? `${field} is missing`
      : `${field || 'the file'} ${issue.message}`;
  throw new CompanyFileError(
    `${file}, line ${line ?? 1}: ${problem} (see the sample, src/content/company.sample.json).`,
  );
}

/**
 * JSON with the line of each value, by its path ("privacy.email", "privacy.transfers.countries.0"); a syntax error
 * throws naming the line.
 */
function readJson(text: string, file: string): { value: unknown; lines: Map<string, number> } {
  const lines = new Map<string, number>();
  let at = 0;
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  const fail = (what: string): never => {
    throw new CompanyFileError(`${file}, line ${lineAt(at)}: ${what} (the file must be JSON).`);
  };
  const space = () => {
    while (/\s/.test(text[at] ?? '')) at++;
  };
  const string = (): string => {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: JSON forbids raw control characters in a string
    const match = /^"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/.exec(text.slice(at));
    if (!match) return fail('a text in double quotes was expected here');
    at += match[0].length;
    return JSON.parse(match[0]) as string;
  };
  const value = (path: string[]): unknown => {
    space();
    lines.set(path.join('.'), lineAt(at));
    const c = text[at];
    if (c === '{') {
      at++;
      const object: Record<string, unknown> = {};
      space();
      if (text[at] === '}') {
        at++;
        return object;
      }
      for (;;) {
        space();
        const key = string();
        space();
        if (text[at++] !== ':') fail(`a colon was expected after "${key}"`);
        object[key] = value([...path, key]);
        space();
        const next = text[at++];
        if (next === '}') return object;
        if (next !== ',') fail('a comma or } was expected here');
      }
    }
    if (c === '[') {
      at++;
      const list: unknown[] = [];
      space();
      if (text[at] === ']') {
        at++;
        return list;
      }
      for (;;) {
        list.push(value([...path, String(list.length)]));
        space();
        const next = text[at++];
        if (next === ']') return list;
        if (next !== ',') fail('a comma or ] was expected here');
      }
    }
    if (c === '"') return string();
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(at));
    if (!literal)
      return fail(c === undefined ? 'the file ends too early' : `${JSON.stringify(c)} cannot start a value`);
    at += literal[0].length;
    return JSON.parse(literal[0]);
  };
  const parsed = value([]);
  space();
  if (at < text.length) fail('nothing may follow the closing }');
  return { value: parsed, lines };
}
