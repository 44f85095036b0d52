package java.util;

/**
 * symtest model of java.util.BitSet: the JDK's representation (words, wordsInUse, whether the
 * size was given) and growth (at least doubling), so size(), length(), toString, equals,
 * hashCode, toLongArray and toByteArray are the JDK's for every sequence of calls; the single
 * bit, range and bulk operations, the next/previous set and clear bit searches, and the JDK's
 * IndexOutOfBoundsException and NegativeArraySizeException cases. Bits are found with the
 * branch-free Long bit methods, so a symbolic index costs no paths of its own. Unhandled
 * (absent): stream(), valueOf of buffers.
 */
public class BitSet implements Cloneable, java.io.Serializable {
    private static final long WORD_MASK = 0xffffffffffffffffL;

    private long[] words;
    private int wordsInUse;
    private boolean sizeIsSticky;

    public BitSet() {
        words = new long[1];
    }

    public BitSet(int nbits) {
        if (nbits < 0) {
            throw new NegativeArraySizeException("nbits < 0: " + nbits);
        }
        words = new long[wordIndex(nbits - 1) + 1];
        sizeIsSticky = true;
    }

    private BitSet(long[] words) {
        this.words = words;
        this.wordsInUse = words.length;
    }

    private static int wordIndex(int bitIndex) {
        return bitIndex >> 6;
    }

    public static BitSet valueOf(long[] longs) {
        int n = longs.length;
        while (n > 0 && longs[n - 1] == 0) {
            n--;
        }
        long[] words = new long[n];
        for (int i = 0; i < n; i++) {
            words[i] = longs[i];
        }
        return new BitSet(words);
    }

    public static BitSet valueOf(byte[] bytes) {
        int n = bytes.length;
        while (n > 0 && bytes[n - 1] == 0) {
            n--;
        }
        long[] words = new long[(n + 7) / 8];
        for (int i = 0; i < n; i++) {
            words[i >> 3] |= (bytes[i] & 0xffL) << (8 * (i & 7));
        }
        return new BitSet(words);
    }

    public byte[] toByteArray() {
        int n = wordsInUse;
        if (n == 0) {
            return new byte[0];
        }
        int len = 8 * (n - 1);
        for (long x = words[n - 1]; x != 0; x >>>= 8) {
            len++;
        }
        byte[] bytes = new byte[len];
        for (int i = 0; i < len; i++) {
            bytes[i] = (byte) (words[i >> 3] >>> (8 * (i & 7)));
        }
        return bytes;
    }

    public long[] toLongArray() {
        long[] a = new long[wordsInUse];
        for (int i = 0; i < wordsInUse; i++) {
            a[i] = words[i];
        }
        return a;
    }

    private void recalculateWordsInUse() {
        int i = wordsInUse - 1;
        while (i >= 0 && words[i] == 0) {
            i--;
        }
        wordsInUse = i + 1;
    }

    private void ensureCapacity(int wordsRequired) {
        if (words.length < wordsRequired) {
            int request = 2 * words.length;
            if (request < wordsRequired) {
                request = wordsRequired;
            }
            long[] grown = new long[request];
            for (int i = 0; i < words.length; i++) {
                grown[i] = words[i];
            }
            words = grown;
            sizeIsSticky = false;
        }
    }

    private void expandTo(int wordIndex) {
        int wordsRequired = wordIndex + 1;
        if (wordsInUse < wordsRequired) {
            ensureCapacity(wordsRequired);
            wordsInUse = wordsRequired;
        }
    }

    private static void checkRange(int fromIndex, int toIndex) {
        if (fromIndex < 0) {
            throw new IndexOutOfBoundsException("fromIndex < 0: " + fromIndex);
        }
        if (toIndex < 0) {
            throw new IndexOutOfBoundsException("toIndex < 0: " + toIndex);
        }
        if (fromIndex > toIndex) {
            throw new IndexOutOfBoundsException(
                    "fromIndex: " + fromIndex + " > toIndex: " + toIndex);
        }
    }

    private static void checkIndex(int bitIndex) {
        if (bitIndex < 0) {
            throw new IndexOutOfBoundsException("bitIndex < 0: " + bitIndex);
        }
    }

    public void flip(int bitIndex) {
        checkIndex(bitIndex);
        int w = wordIndex(bitIndex);
        expandTo(w);
        words[w] ^= (1L << bitIndex);
        recalculateWordsInUse();
    }

    public void set(int bitIndex) {
        checkIndex(bitIndex);
        int w = wordIndex(bitIndex);
        expandTo(w);
        words[w] |= (1L << bitIndex);
    }

    public void set(int bitIndex, boolean value) {
        if (value) {
            set(bitIndex);
        } else {
            clear(bitIndex);
        }
    }

    public void clear(int bitIndex) {
        checkIndex(bitIndex);
        int w = wordIndex(bitIndex);
        if (w >= wordsInUse) {
            return;
        }
        words[w] &= ~(1L << bitIndex);
        recalculateWordsInUse();
    }

    public boolean get(int bitIndex) {
        checkIndex(bitIndex);
        int w = wordIndex(bitIndex);
        return w < wordsInUse && (words[w] & (1L << bitIndex)) != 0;
    }

    /** The words from..to-1 of the range, combined by op: 0 set, 1 clear, 2 flip. */
    private void applyRange(int fromIndex, int toIndex, int op) {
        int startWord = wordIndex(fromIndex);
        int endWord = wordIndex(toIndex - 1);
        long firstMask = WORD_MASK << fromIndex;
        long lastMask = WORD_MASK >>> -toIndex;
        for (int w = startWord; w <= endWord; w++) {
            long mask = WORD_MASK;
            if (w == startWord) {
                mask &= firstMask;
            }
            if (w == endWord) {
                mask &= lastMask;
            }
            if (op == 0) {
                words[w] |= mask;
            } else if (op == 1) {
                words[w] &= ~mask;
            } else {
                words[w] ^= mask;
            }
        }
    }

    public void flip(int fromIndex, int toIndex) {
        checkRange(fromIndex, toIndex);
        if (fromIndex == toIndex) {
            return;
        }
        expandTo(wordIndex(toIndex - 1));
        applyRange(fromIndex, toIndex, 2);
        recalculateWordsInUse();
    }

    public void set(int fromIndex, int toIndex) {
        checkRange(fromIndex, toIndex);
        if (fromIndex == toIndex) {
            return;
        }
        expandTo(wordIndex(toIndex - 1));
        applyRange(fromIndex, toIndex, 0);
    }

    public void set(int fromIndex, int toIndex, boolean value) {
        if (value) {
            set(fromIndex, toIndex);
        } else {
            clear(fromIndex, toIndex);
        }
    }

    public void clear(int fromIndex, int toIndex) {
        checkRange(fromIndex, toIndex);
        if (fromIndex == toIndex) {
            return;
        }
        if (wordIndex(fromIndex) >= wordsInUse) {
            return;
        }
        if (wordIndex(toIndex - 1) >= wordsInUse) {
            toIndex = length();
        }
        if (fromIndex < toIndex) {
            applyRange(fromIndex, toIndex, 1);
        }
        recalculateWordsInUse();
    }

    public void clear() {
        while (wordsInUse > 0) {
            words[--wordsInUse] = 0;
        }
    }

    public BitSet get(int fromIndex, int toIndex) {
        checkRange(fromIndex, toIndex);
        int len = length();
        if (len <= fromIndex || fromIndex == toIndex) {
            return new BitSet(0);
        }
        if (toIndex > len) {
            toIndex = len;
        }
        BitSet result = new BitSet(toIndex - fromIndex);
        for (int i = nextSetBit(fromIndex); i >= 0 && i < toIndex; i = nextSetBit(i + 1)) {
            result.set(i - fromIndex);
        }
        return result;
    }

    public int nextSetBit(int fromIndex) {
        if (fromIndex < 0) {
            throw new IndexOutOfBoundsException("fromIndex < 0: " + fromIndex);
        }
        int u = wordIndex(fromIndex);
        if (u >= wordsInUse) {
            return -1;
        }
        long word = words[u] & (WORD_MASK << fromIndex);
        while (true) {
            if (word != 0) {
                return u * 64 + Long.numberOfTrailingZeros(word);
            }
            if (++u == wordsInUse) {
                return -1;
            }
            word = words[u];
        }
    }

    public int nextClearBit(int fromIndex) {
        if (fromIndex < 0) {
            throw new IndexOutOfBoundsException("fromIndex < 0: " + fromIndex);
        }
        int u = wordIndex(fromIndex);
        if (u >= wordsInUse) {
            return fromIndex;
        }
        long word = ~words[u] & (WORD_MASK << fromIndex);
        while (true) {
            if (word != 0) {
                return u * 64 + Long.numberOfTrailingZeros(word);
            }
            if (++u == wordsInUse) {
                return wordsInUse * 64;
            }
            word = ~words[u];
        }
    }

    public int previousSetBit(int fromIndex) {
        if (fromIndex < 0) {
            if (fromIndex == -1) {
                return -1;
            }
            throw new IndexOutOfBoundsException("fromIndex < -1: " + fromIndex);
        }
        int u = wordIndex(fromIndex);
        if (u >= wordsInUse) {
            return length() - 1;
        }
        long word = words[u] & (WORD_MASK >>> -(fromIndex + 1));
        while (true) {
            if (word != 0) {
                return (u + 1) * 64 - 1 - Long.numberOfLeadingZeros(word);
            }
            if (u-- == 0) {
                return -1;
            }
            word = words[u];
        }
    }

    public int previousClearBit(int fromIndex) {
        if (fromIndex < 0) {
            if (fromIndex == -1) {
                return -1;
            }
            throw new IndexOutOfBoundsException("fromIndex < -1: " + fromIndex);
        }
        int u = wordIndex(fromIndex);
        if (u >= wordsInUse) {
            return fromIndex;
        }
        long word = ~words[u] & (WORD_MASK >>> -(fromIndex + 1));
        while (true) {
            if (word != 0) {
                return (u + 1) * 64 - 1 - Long.numberOfLeadingZeros(word);
            }
            if (u-- == 0) {
                return -1;
            }
            word = ~words[u];
        }
    }

    public int length() {
        if (wordsInUse == 0) {
            return 0;
        }
        return 64 * (wordsInUse - 1) + (64 - Long.numberOfLeadingZeros(words[wordsInUse - 1]));
    }

    public boolean isEmpty() {
        return wordsInUse == 0;
    }

    public boolean intersects(BitSet set) {
        int n = wordsInUse < set.wordsInUse ? wordsInUse : set.wordsInUse;
        for (int i = n - 1; i >= 0; i--) {
            if ((words[i] & set.words[i]) != 0) {
                return true;
            }
        }
        return false;
    }

    public int cardinality() {
        int sum = 0;
        for (int i = 0; i < wordsInUse; i++) {
            sum += Long.bitCount(words[i]);
        }
        return sum;
    }

    public void and(BitSet set) {
        if (this == set) {
            return;
        }
        while (wordsInUse > set.wordsInUse) {
            words[--wordsInUse] = 0;
        }
        for (int i = 0; i < wordsInUse; i++) {
            words[i] &= set.words[i];
        }
        recalculateWordsInUse();
    }

    public void or(BitSet set) {
        if (this == set) {
            return;
        }
        int common = wordsInUse < set.wordsInUse ? wordsInUse : set.wordsInUse;
        if (wordsInUse < set.wordsInUse) {
            ensureCapacity(set.wordsInUse);
            wordsInUse = set.wordsInUse;
        }
        for (int i = 0; i < common; i++) {
            words[i] |= set.words[i];
        }
        for (int i = common; i < set.wordsInUse; i++) {
            words[i] = set.words[i];
        }
    }

    public void xor(BitSet set) {
        int common = wordsInUse < set.wordsInUse ? wordsInUse : set.wordsInUse;
        if (wordsInUse < set.wordsInUse) {
            ensureCapacity(set.wordsInUse);
            wordsInUse = set.wordsInUse;
        }
        for (int i = 0; i < common; i++) {
            words[i] ^= set.words[i];
        }
        for (int i = common; i < set.wordsInUse; i++) {
            words[i] = set.words[i];
        }
        recalculateWordsInUse();
    }

    public void andNot(BitSet set) {
        int n = wordsInUse < set.wordsInUse ? wordsInUse : set.wordsInUse;
        for (int i = n - 1; i >= 0; i--) {
            words[i] &= ~set.words[i];
        }
        recalculateWordsInUse();
    }

    public int hashCode() {
        long h = 1234;
        for (int i = wordsInUse; --i >= 0;) {
            h ^= words[i] * (i + 1);
        }
        return (int) ((h >> 32) ^ h);
    }

    public int size() {
        return words.length * 64;
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof BitSet)) {
            return false;
        }
        if (this == obj) {
            return true;
        }
        BitSet set = (BitSet) obj;
        if (wordsInUse != set.wordsInUse) {
            return false;
        }
        for (int i = 0; i < wordsInUse; i++) {
            if (words[i] != set.words[i]) {
                return false;
            }
        }
        return true;
    }

    /** Trims the words to those in use unless the size was given, as the JDK's clone. */
    public Object clone() {
        if (!sizeIsSticky && wordsInUse != words.length) {
            long[] trimmed = new long[wordsInUse];
            for (int i = 0; i < wordsInUse; i++) {
                trimmed[i] = words[i];
            }
            words = trimmed;
        }
        long[] copy = new long[words.length];
        for (int i = 0; i < words.length; i++) {
            copy[i] = words[i];
        }
        BitSet result = new BitSet(copy);
        result.wordsInUse = wordsInUse;
        result.sizeIsSticky = sizeIsSticky;
        return result;
    }

    public String toString() {
        StringBuilder b = new StringBuilder("{");
        int i = nextSetBit(0);
        if (i != -1) {
            b.append(i);
            while (true) {
                if (++i < 0) {
                    break;
                }
                if ((i = nextSetBit(i)) < 0) {
                    break;
                }
                int endOfRun = nextClearBit(i);
                do {
                    b.append(", ").append(i);
                } while (++i != endOfRun);
            }
        }
        b.append('}');
        return b.toString();
    }
}
