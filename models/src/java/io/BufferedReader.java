package java.io;

import java.lang.SymtestPrimitives;

/**
 * symtest model of java.io.BufferedReader: readLine over a plain InputStreamReader over
 * standard input (new BufferedReader(new InputStreamReader(System.in))) is an input source,
 * SymtestPrimitives.inputLine(): a line, or null at the end of the input. Reading other
 * readers and the other read methods are unhandled calls. After close(), readLine throws
 * IOException as the JDK's does.
 */
public class BufferedReader extends Reader {
    private final Reader in;
    private boolean closed;

    public BufferedReader(Reader in, int sz) {
        super();
        if (in == null) {
            throw new NullPointerException();
        }
        if (sz <= 0) {
            throw new IllegalArgumentException();
        }
        this.in = in;
    }

    public BufferedReader(Reader in) {
        this(in, 8192);
    }

    public String readLine() throws IOException {
        if (closed) {
            throw new IOException();
        }
        if (in.getClass() == InputStreamReader.class
                && ((InputStreamReader) in).symtest$readsStandardInput()) {
            SymtestStandardInput.symtest$claim(this);
            return SymtestPrimitives.inputLine();
        }
        return otherReadLine(in);
    }

    public int read() throws IOException {
        return readChar();
    }

    public int read(char[] cbuf, int off, int len) throws IOException {
        return readChars(cbuf, off, len);
    }

    public boolean ready() throws IOException {
        return readyChars();
    }

    public long skip(long n) throws IOException {
        return skipChars(n);
    }

    public java.util.stream.Stream<String> lines() {
        return linesStream();
    }

    /** Closes the underlying reader too; closing again does nothing. */
    public void close() throws IOException {
        if (!closed) {
            closed = true;
            in.close();
        }
    }

    // Outside what is modelled: unhandled calls.
    private static native String otherReadLine(Reader in);

    private static native int readChar();

    private static native int readChars(char[] cbuf, int off, int len);

    private static native boolean readyChars();

    private static native long skipChars(long n);

    private static native java.util.stream.Stream<String> linesStream();
}
