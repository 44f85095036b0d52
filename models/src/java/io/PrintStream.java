package java.io;

import java.lang.SymtestFormat;
import java.lang.SymtestPrimitives;

/**
 * symtest model of java.io.PrintStream for the standard streams (System.out and System.err,
 * made by symtest$standard; constructors over other streams or files are unhandled calls).
 *
 * What a stream prints is appended to the field text (symtest reads it at the end of a path)
 * when the run records output (SymtestPrimitives.capturingOutput(), a constant of the run);
 * otherwise it is dropped, but everything with an effect still runs: toString of printed
 * objects, the formatting of printf/format with its exceptions, the NullPointerException of a
 * null char[]. println ends lines with '\n'. Recorded text must decode exactly from the UTF-8
 * the tests read, so while recording, a string with an unpaired surrogate (within one print)
 * and a non-ASCII byte written through write are unhandled calls. After close(), printing
 * does nothing but set the error state (checkError), as in the JDK. print and println of a
 * float or double print Float.toString and Double.toString (SymtestPrimitives), computed only
 * while recording. The Locale overloads of printf/format are unhandled.
 */
public class PrintStream extends FilterOutputStream implements Appendable, Closeable {
    private StringBuilder text;
    private boolean closed;
    private boolean trouble;

    private PrintStream() {
        super(null);
        text = new StringBuilder();
    }

    /** A standard stream (System.out, System.err). */
    public static PrintStream symtest$standard() {
        return new PrintStream();
    }

    public PrintStream(OutputStream out) {
        super(null);
        unsupportedConstructor();
        text = new StringBuilder(); // only reached with --unhandled havoc
    }

    public PrintStream(OutputStream out, boolean autoFlush) {
        super(null);
        unsupportedConstructor();
        text = new StringBuilder(); // only reached with --unhandled havoc
    }

    public PrintStream(OutputStream out, boolean autoFlush, String encoding)
            throws UnsupportedEncodingException {
        super(null);
        unsupportedConstructor();
        text = new StringBuilder(); // only reached with --unhandled havoc
    }

    public PrintStream(OutputStream out, boolean autoFlush, java.nio.charset.Charset charset) {
        super(null);
        unsupportedConstructor();
        text = new StringBuilder(); // only reached with --unhandled havoc
    }

    public PrintStream(String fileName) throws FileNotFoundException {
        super(null);
        unsupportedConstructor();
        text = new StringBuilder(); // only reached with --unhandled havoc
    }

    public PrintStream(String fileName, String csn)
            throws FileNotFoundException, UnsupportedEncodingException {
        super(null);
        unsupportedConstructor();
        text = new StringBuilder(); // only reached with --unhandled havoc
    }

    public PrintStream(String fileName, java.nio.charset.Charset charset) throws IOException {
        super(null);
        unsupportedConstructor();
        text = new StringBuilder(); // only reached with --unhandled havoc
    }

    public PrintStream(File file) throws FileNotFoundException {
        super(null);
        unsupportedConstructor();
        text = new StringBuilder(); // only reached with --unhandled havoc
    }

    public PrintStream(File file, String csn)
            throws FileNotFoundException, UnsupportedEncodingException {
        super(null);
        unsupportedConstructor();
        text = new StringBuilder(); // only reached with --unhandled havoc
    }

    public PrintStream(File file, java.nio.charset.Charset charset) throws IOException {
        super(null);
        unsupportedConstructor();
        text = new StringBuilder(); // only reached with --unhandled havoc
    }

    // Whether s has a high surrogate not followed by a low one or a low surrogate not
    // preceded by a high one. One branch for the whole string.
    private static boolean hasUnpairedSurrogate(String s) {
        int n = s.length();
        int bad = 0;
        int previousHigh = 0;
        for (int i = 0; i < n; i++) {
            int c = s.charAt(i);
            int high = ~((c - 0xD800) | (0xDBFF - c)) >>> 31;
            int low = ~((c - 0xDC00) | (0xDFFF - c)) >>> 31;
            // A low surrogate needs a high one before it; a high one a low one after it.
            bad |= (low & (previousHigh ^ 1)) | (previousHigh & (low ^ 1));
            previousHigh = high;
        }
        return (bad | previousHigh) != 0;
    }

    // Records s when the run records output.
    private void record(String s) {
        if (SymtestPrimitives.capturingOutput()) {
            if (hasUnpairedSurrogate(s)) {
                unpairedSurrogate(s);
                return;
            }
            text.append(s);
        }
    }

    // The JDK's write(String): nothing but the error state once closed.
    private void emit(String s) {
        if (closed) {
            trouble = true;
            return;
        }
        record(s);
    }

    private void emitLine(String s) {
        if (closed) {
            trouble = true;
            return;
        }
        if (SymtestPrimitives.capturingOutput()) {
            record(s);
            text.append('\n');
        }
    }

    public void flush() {
        if (closed) {
            trouble = true;
        }
    }

    public void close() {
        closed = true;
    }

    public boolean checkError() {
        return trouble;
    }

    protected void setError() {
        trouble = true;
    }

    protected void clearError() {
        trouble = false;
    }

    /** Writes the byte b & 0xFF; recorded only when ASCII. */
    public void write(int b) {
        if (closed) {
            trouble = true;
            return;
        }
        if (SymtestPrimitives.capturingOutput()) {
            int v = b & 0xFF;
            if (v >= 0x80) {
                nonAsciiBytes();
                return;
            }
            text.append((char) v);
        }
    }

    /**
     * A range outside buf throws what the underlying stream throws (an
     * ArrayIndexOutOfBoundsException for System.out, IndexOutOfBoundsException for a
     * ByteArrayOutputStream): unhandled.
     */
    public void write(byte[] buf, int off, int len) {
        if (closed) {
            trouble = true;
            return;
        }
        int n = buf.length; // NullPointerException
        if (off < 0 || len < 0 || off > n - len) {
            badRange();
            return;
        }
        if (SymtestPrimitives.capturingOutput()) {
            int bits = 0;
            for (int i = 0; i < len; i++) {
                bits |= buf[off + i];
            }
            if (bits < 0) {
                nonAsciiBytes();
                return;
            }
            for (int i = 0; i < len; i++) {
                text.append((char) buf[off + i]);
            }
        }
    }

    public void write(byte[] buf) throws IOException {
        this.write(buf, 0, buf.length);
    }

    public void writeBytes(byte[] buf) {
        this.write(buf, 0, buf.length);
    }

    public void print(boolean b) {
        emit(b ? "true" : "false");
    }

    public void print(char c) {
        emit(String.valueOf(c));
    }

    public void print(int i) {
        if (closed) {
            trouble = true;
            return;
        }
        if (SymtestPrimitives.capturingOutput()) {
            text.append(i);
        }
    }

    public void print(long l) {
        if (closed) {
            trouble = true;
            return;
        }
        if (SymtestPrimitives.capturingOutput()) {
            text.append(l);
        }
    }

    public void print(float f) {
        if (closed) {
            trouble = true;
            return;
        }
        if (SymtestPrimitives.capturingOutput()) {
            text.append(f);
        }
    }

    public void print(double d) {
        if (closed) {
            trouble = true;
            return;
        }
        if (SymtestPrimitives.capturingOutput()) {
            text.append(d);
        }
    }

    public void print(char[] s) {
        if (closed) {
            trouble = true;
            return;
        }
        int n = s.length; // NullPointerException
        if (SymtestPrimitives.capturingOutput()) {
            record(new String(s));
        }
    }

    public void print(String s) {
        emit(s == null ? "null" : s);
    }

    public void print(Object obj) {
        emit(String.valueOf(obj));
    }

    public void println() {
        emitLine("");
    }

    public void println(boolean x) {
        emitLine(x ? "true" : "false");
    }

    public void println(char x) {
        emitLine(String.valueOf(x));
    }

    public void println(int x) {
        if (closed) {
            trouble = true;
            return;
        }
        if (SymtestPrimitives.capturingOutput()) {
            text.append(x);
            text.append('\n');
        }
    }

    public void println(long x) {
        if (closed) {
            trouble = true;
            return;
        }
        if (SymtestPrimitives.capturingOutput()) {
            text.append(x);
            text.append('\n');
        }
    }

    public void println(float x) {
        if (closed) {
            trouble = true;
            return;
        }
        if (SymtestPrimitives.capturingOutput()) {
            text.append(x);
            text.append('\n');
        }
    }

    public void println(double x) {
        if (closed) {
            trouble = true;
            return;
        }
        if (SymtestPrimitives.capturingOutput()) {
            text.append(x);
            text.append('\n');
        }
    }

    public void println(char[] x) {
        if (closed) {
            trouble = true;
            return;
        }
        int n = x.length; // NullPointerException
        if (SymtestPrimitives.capturingOutput()) {
            record(new String(x));
            text.append('\n');
        }
    }

    public void println(String x) {
        emitLine(x == null ? "null" : x);
    }

    public void println(Object x) {
        emitLine(String.valueOf(x));
    }

    public PrintStream printf(String format, Object... args) {
        return format(format, args);
    }

    public PrintStream printf(java.util.Locale l, String format, Object... args) {
        return localeFormat();
    }

    /**
     * Formats as String.format (SymtestFormat); the text before a failing specifier is
     * printed, as the JDK's Formatter appends to the stream as it goes. A closed stream does
     * not format at all (the JDK's ensureOpen fails first).
     */
    public PrintStream format(String format, Object... args) {
        if (closed) {
            trouble = true;
            return this;
        }
        // Not recording: the format is checked and toString() runs, nothing is rendered.
        StringBuilder sb = SymtestPrimitives.capturingOutput() ? new StringBuilder() : null;
        try {
            SymtestFormat.formatTo(sb, format, args);
        } finally {
            if (sb != null && sb.length() > 0) {
                record(sb.toString());
            }
        }
        return this;
    }

    public PrintStream format(java.util.Locale l, String format, Object... args) {
        return localeFormat();
    }

    public PrintStream append(CharSequence csq) {
        print(String.valueOf((Object) csq));
        return this;
    }

    public PrintStream append(CharSequence csq, int start, int end) {
        CharSequence cs = csq == null ? "null" : csq;
        return append(cs.subSequence(start, end));
    }

    public PrintStream append(char c) {
        print(c);
        return this;
    }

    // Outside what is modelled: unhandled calls.
    private static native void unsupportedConstructor();

    private static native void unpairedSurrogate(String s);

    private static native void nonAsciiBytes();

    private static native void badRange();

    private static native PrintStream localeFormat();
}
