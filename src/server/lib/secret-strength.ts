// How much of a production secret could be guessed (D-248). Length alone lets 32 × "a", "abcd…" or
// "password" four times through; what counts is how unpredictable the characters are. The estimate
// is the string's own character entropy (Shannon, over the characters it uses) times the number of
// characters that say something new: a run that steps through the alphabet ("abcd", "4321") counts its
// first two characters only, and a stretch that repeats an earlier one (3 characters or more) counts
// as one character. It knows no words: it refuses repetition, runs and small alphabets, not a
// passphrase, which is why .env.example says how to draw the secret at random.

/**
 * The floor. On a short string the estimate reads below the truth: 32 random hex characters (128
 * bits) read 73–126 in 20 000 draws, 32 random base64url characters (192 bits) 124–160, so the floor
 * sits under both; 32 × "a" reads 0, "abcd…" 8, a word repeated to length 25, "Harambee2026!" thrice 45.
 */
export const SECRET_MIN_BITS = 64;

/** How many leading characters of `s` from `i` on repeat a stretch that started earlier. */
function repeatLength(s: readonly string[], i: number) {
  let best = 0;
  for (let j = 0; j < i; j++) {
    let n = 0;
    while (i + n < s.length && s[j + n] === s[i + n]) n++;
    best = Math.max(best, n);
  }
  return best;
}

export function secretBits(secret: string): number {
  const chars = [...secret];
  const counted: string[] = [];
  const step = (i: number) => i > 0 && Math.abs(chars[i]!.codePointAt(0)! - chars[i - 1]!.codePointAt(0)!) <= 1;
  for (let i = 0; i < chars.length; i++) {
    if (step(i) && step(i - 1)) continue;
    counted.push(chars[i]!);
    const repeat = repeatLength(chars, i);
    if (repeat >= 3) i += repeat - 1;
  }
  if (counted.length === 0) return 0;
  const seen = new Map<string, number>();
  for (const c of counted) seen.set(c, (seen.get(c) ?? 0) + 1);
  let perChar = 0;
  for (const n of seen.values()) perChar -= (n / counted.length) * Math.log2(n / counted.length);
  return perChar * counted.length;
}

export const isStrongSecret = (secret: string) => secretBits(secret) >= SECRET_MIN_BITS;
