package java.io;

import java.lang.SymtestPrimitives;

/**
 * symtest model of java.io.BufferedReader. Over an InputStreamReader: readLine of standard
 * input (new BufferedReader(new InputStreamReader(System.in))) is an input source,
 * SymtestPrimitives.inputLine(): a line, or null at the end of the input; its other methods
 * and other streams are unhandled calls. Over any other reader (a StringReader, a Reader of
 * analysed code): read, readLine and ready as JDK 17's, which fill a buffer of the given size
 * through the reader's read(char[], int, int) and end lines at \n, \r or \r\n; skip,
 * mark, reset, lines and read into an array are unhandled calls. After close(), reading
 * throws IOException as the JDK's does. Checked against JDK 17 (models/check/readers).
 */
public class BufferedReader extends Reader {
    private final Reader in;
    private boolean closed;
    // The JDK's buffer: chars [nextChar, nChars) of cb are read but not consumed; skipLF: a
    // line ended at '\r', so a '\n' right after it belongs to that line end.
    private char[] cb;
    private int nChars;
    private int nextChar;
    private boolean skipLF;

    public BufferedReader(Reader in, int sz) {
        super();
        if (in == null) {
            throw new NullPointerException();
        }
        if (sz <= 0) {
            throw new IllegalArgumentException();
        }
        this.in = in;
        this.cb = new char[sz];
    }

    // The reader behind System.in's InputStreamReader, and other InputStreamReaders.
    private boolean overStream() {
        return in.getClass() == InputStreamReader.class;
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException();
        }
    }

    // The JDK's fill() without a mark: the next chunk of the reader (read returning 0 is
    // asked again).
    private void fill() throws IOException {
        int n;
        do {
            n = in.read(cb, 0, cb.length);
        } while (n == 0);
        if (n > 0) {
            nChars = n;
            nextChar = 0;
        }
    }

    private String bufferedReadLine() throws IOException {
        StringBuilder s = null;
        boolean omitLF = skipLF;
        while (true) {
            if (nextChar >= nChars) {
                fill();
            }
            if (nextChar >= nChars) {
                if (s != null && s.length() > 0) {
                    return s.toString();
                }
                return null;
            }
            boolean eol = false;
            char c = 0;
            if (omitLF && cb[nextChar] == '\n') {
                nextChar++;
            }
            skipLF = false;
            omitLF = false;
            int i = nextChar;
            while (i < nChars) {
                c = cb[i];
                if (c == '\n' || c == '\r') {
                    eol = true;
                    break;
                }
                i++;
            }
            int startChar = nextChar;
            nextChar = i;
            if (eol) {
                String str;
                if (s == null) {
                    str = new String(cb, startChar, i - startChar);
                } else {
                    s.append(cb, startChar, i - startChar);
                    str = s.toString();
                }
                nextChar++;
                if (c == '\r') {
                    skipLF = true;
                }
                return str;
            }
            if (s == null) {
                s = new StringBuilder();
            }
            s.append(cb, startChar, i - startChar);
        }
    }

    public BufferedReader(Reader in) {
        this(in, 8192);
    }

    public String readLine() throws IOException {
        ensureOpen();
        if (!overStream()) {
            return bufferedReadLine();
        }
        if (in.getClass() == InputStreamReader.class
                && ((InputStreamReader) in).symtest$readsStandardInput()) {
            SymtestStandardInput.symtest$claim(this);
            return SymtestPrimitives.inputLine();
        }
        return otherReadLine(in);
    }

    public int read() throws IOException {
        if (overStream()) {
            return readChar();
        }
        ensureOpen();
        while (true) {
            if (nextChar >= nChars) {
                fill();
                if (nextChar >= nChars) {
                    return -1;
                }
            }
            if (skipLF) {
                skipLF = false;
                if (cb[nextChar] == '\n') {
                    nextChar++;
                    continue;
                }
            }
            return cb[nextChar++];
        }
    }

    public int read(char[] cbuf, int off, int len) throws IOException {
        return readChars(cbuf, off, len);
    }

    public boolean ready() throws IOException {
        if (overStream()) {
            return readyChars();
        }
        ensureOpen();
        if (skipLF) {
            if (nextChar >= nChars && in.ready()) {
                fill();
            }
            if (nextChar < nChars) {
                if (cb[nextChar] == '\n') {
                    nextChar++;
                }
                skipLF = false;
            }
        }
        return nextChar < nChars || in.ready();
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
