package java.util;

import java.lang.SymtestPrimitives;

/**
 * symtest model of java.util.Scanner over standard input (new Scanner(System.in)): its reads
 * are input sources. nextInt, nextLong, nextBoolean, next (a token: non-empty, without white
 * space) and nextLine (NoSuchElementException at the end of the input) return fresh inputs;
 * nextShort and nextByte are inputs within their type's range; hasNext, hasNextInt,
 * hasNextLong, hasNextShort, hasNextByte and hasNextLine are fresh boolean inputs. After
 * close(), every method but close throws IllegalStateException, as the JDK's. A Scanner over a
 * String reads its text as the JDK's does (see SymtestStringScanner): next, hasNext, nextLine,
 * hasNextLine, nextInt, nextLong, nextShort, nextByte, nextBoolean and their hasNext forms. Scanners over other sources, a second reader
 * of standard input, and the other methods are unhandled calls.
 */
public final class Scanner implements Iterator<String>, java.io.Closeable {
    private java.io.SymtestStandardInput source;
    private SymtestStringScanner strings; // a Scanner over a String
    private boolean closed;

    public Scanner(java.io.InputStream source) {
        if (source == null) {
            throw new NullPointerException();
        }
        if (source instanceof java.io.SymtestStandardInput) {
            this.source = (java.io.SymtestStandardInput) source;
        } else {
            unsupportedSource();
        }
    }

    public Scanner(java.io.InputStream source, String charsetName) {
        unsupportedSource();
    }

    public Scanner(java.io.InputStream source, java.nio.charset.Charset charset) {
        unsupportedSource();
    }

    public Scanner(Readable source) {
        unsupportedSource();
    }

    public Scanner(String source) {
        if (source == null) {
            throw new NullPointerException();
        }
        strings = new SymtestStringScanner(source);
    }

    public Scanner(java.io.File source) throws java.io.FileNotFoundException {
        unsupportedSource();
    }

    public Scanner(java.io.File source, String charsetName)
            throws java.io.FileNotFoundException {
        unsupportedSource();
    }

    public Scanner(java.nio.file.Path source) throws java.io.IOException {
        unsupportedSource();
    }

    public Scanner(java.nio.file.Path source, String charsetName) throws java.io.IOException {
        unsupportedSource();
    }

    public Scanner(java.nio.channels.ReadableByteChannel source) {
        unsupportedSource();
    }

    // The JDK's ensureOpen, then the claim on standard input (see SymtestStandardInput).
    private void beforeRead() {
        if (closed) {
            throw new IllegalStateException();
        }
        if (source == null || !source.symtest$isOpen()) {
            unreadableSource(); // another source (with --unhandled havoc), or closed elsewhere
        }
        java.io.SymtestStandardInput.symtest$claim(this);
    }

    public int nextInt() {
        if (strings != null) {
            return strings.nextInt();
        }
        beforeRead();
        return SymtestPrimitives.inputInt();
    }

    public long nextLong() {
        if (strings != null) {
            return strings.nextLong();
        }
        beforeRead();
        return SymtestPrimitives.inputLong();
    }

    public short nextShort() {
        if (strings != null) {
            return strings.nextShort();
        }
        beforeRead();
        int v = SymtestPrimitives.inputInt();
        SymtestPrimitives.assume(v >= -32768 && v <= 32767);
        return (short) v;
    }

    public byte nextByte() {
        if (strings != null) {
            return strings.nextByte();
        }
        beforeRead();
        int v = SymtestPrimitives.inputInt();
        SymtestPrimitives.assume(v >= -128 && v <= 127);
        return (byte) v;
    }

    public boolean nextBoolean() {
        if (strings != null) {
            return strings.nextBoolean();
        }
        beforeRead();
        return SymtestPrimitives.inputBoolean();
    }

    public String next() {
        if (strings != null) {
            return strings.next();
        }
        beforeRead();
        return SymtestPrimitives.inputToken();
    }

    public String nextLine() {
        if (strings != null) {
            return strings.nextLine();
        }
        beforeRead();
        String line = SymtestPrimitives.inputLine();
        if (line == null) {
            throw new NoSuchElementException();
        }
        return line;
    }

    public boolean hasNext() {
        if (strings != null) {
            return strings.hasNext();
        }
        beforeRead();
        return SymtestPrimitives.inputBoolean();
    }

    public boolean hasNextInt() {
        if (strings != null) {
            return strings.hasNextInt();
        }
        beforeRead();
        return SymtestPrimitives.inputBoolean();
    }

    public boolean hasNextLong() {
        if (strings != null) {
            return strings.hasNextLong();
        }
        beforeRead();
        return SymtestPrimitives.inputBoolean();
    }

    public boolean hasNextLine() {
        if (strings != null) {
            return strings.hasNextLine();
        }
        beforeRead();
        return SymtestPrimitives.inputBoolean();
    }

    /** Closes the source (standard input) too, as the JDK's. */
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        if (strings != null) {
            strings.close();
        }
        try {
            if (source != null) {
                source.close();
            }
        } catch (java.io.IOException e) {
            // the JDK's Scanner keeps the exception for ioException()
        }
    }

    public void remove() {
        throw new UnsupportedOperationException();
    }

    public int nextInt(int radix) {
        return unsupportedInt();
    }

    public long nextLong(int radix) {
        return unsupportedLong();
    }

    public double nextDouble() {
        return unsupportedDouble();
    }

    public float nextFloat() {
        return (float) unsupportedDouble();
    }

    public boolean hasNextDouble() {
        return unsupportedBoolean();
    }

    public boolean hasNextBoolean() {
        if (strings != null) {
            return strings.hasNextBoolean();
        }
        return unsupportedBoolean();
    }

    public boolean hasNextShort() {
        if (strings != null) {
            return strings.hasNextShort();
        }
        beforeRead();
        return SymtestPrimitives.inputBoolean();
    }

    public boolean hasNextByte() {
        if (strings != null) {
            return strings.hasNextByte();
        }
        beforeRead();
        return SymtestPrimitives.inputBoolean();
    }

    public boolean hasNext(String pattern) {
        return unsupportedBoolean();
    }

    public String next(String pattern) {
        return unsupportedString();
    }

    public Scanner useDelimiter(String pattern) {
        return unsupportedScanner();
    }

    public Scanner useLocale(Locale locale) {
        return unsupportedScanner();
    }

    public String findInLine(String pattern) {
        return unsupportedString();
    }

    public Scanner skip(String pattern) {
        return unsupportedScanner();
    }

    // Outside what is modelled: unhandled calls.
    private static native void unsupportedSource();

    private static native void unreadableSource();

    private static native int unsupportedInt();

    private static native long unsupportedLong();

    private static native double unsupportedDouble();

    private static native boolean unsupportedBoolean();

    private static native String unsupportedString();

    private static native Scanner unsupportedScanner();
}
