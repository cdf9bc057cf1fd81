/**
 * LZ-based compression to base64, the encoding CodeSandbox's define endpoint expects for its
 * `parameters` field (the lz-string format). Small, so the portal needs no extra dependency.
 */
const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BITS_PER_BASE64_CHAR = 6;

function compress(input: string): string {
  const dictionary = new Map<string, number>();
  const notYetEmitted = new Set<string>();
  const out: string[] = [];
  let bits = 0;
  let position = 0;
  let w = '';
  let enlargeIn = 2;
  let dictSize = 3;
  let numBits = 2;

  const writeBits = (value: number, count: number) => {
    for (let i = 0; i < count; i++) {
      bits = (bits << 1) | (value & 1);
      if (position === BITS_PER_BASE64_CHAR - 1) {
        position = 0;
        out.push(BASE64_ALPHABET.charAt(bits));
        bits = 0;
      } else {
        position++;
      }
      value >>= 1;
    }
  };
  const countDown = () => {
    enlargeIn--;
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  };
  const emit = (phrase: string) => {
    if (notYetEmitted.has(phrase)) {
      const code = phrase.charCodeAt(0);
      if (code < 256) {
        writeBits(0, numBits);
        writeBits(code, 8);
      } else {
        writeBits(1, numBits);
        writeBits(code, 16);
      }
      countDown();
      notYetEmitted.delete(phrase);
    } else {
      writeBits(dictionary.get(phrase)!, numBits);
    }
    countDown();
  };

  for (const c of input.split('')) {
    if (!dictionary.has(c)) {
      dictionary.set(c, dictSize++);
      notYetEmitted.add(c);
    }
    const wc = w + c;
    if (dictionary.has(wc)) {
      w = wc;
    } else {
      emit(w);
      dictionary.set(wc, dictSize++);
      w = c;
    }
  }
  if (w !== '') emit(w);
  writeBits(2, numBits); // end of stream
  for (;;) {
    bits <<= 1;
    if (position === BITS_PER_BASE64_CHAR - 1) {
      out.push(BASE64_ALPHABET.charAt(bits));
      break;
    }
    position++;
  }
  return out.join('');
}

/** Same output as lz-string's compressToBase64. */
export function compressToBase64(input: string): string {
  const result = compress(input);
  return result + '='.repeat((4 - (result.length % 4)) % 4);
}

/** The URL-safe form CodeSandbox reads: `+` -> `-`, `/` -> `_`, no padding. */
export function compressForCodeSandbox(input: string): string {
  return compressToBase64(input).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
