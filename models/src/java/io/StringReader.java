package java.io;

/**
 * symtest model of java.io.StringReader, as JDK 17's: read, read into an array range (with
 * Objects.checkFromIndexSize's IndexOutOfBoundsException), skip (backwards too, never before
 * the start), ready, mark and reset, close; every method but close and markSupported throws
 * IOException once closed. Checked against JDK 17 by differential testing
 * (models/check/readers).
 */
public class StringReader extends Reader {
    private String str;
    private final int length;
    private int next;
    private int mark;

    public StringReader(String s) {
        super();
        this.str = s;
        this.length = s.length(); // NullPointerException for null, as the JDK
    }

    private void ensureOpen() throws IOException {
        if (str == null) {
            throw new IOException();
        }
    }

    public int read() throws IOException {
        ensureOpen();
        if (next >= length) {
            return -1;
        }
        return str.charAt(next++);
    }

    public int read(char[] cbuf, int off, int len) throws IOException {
        ensureOpen();
        java.util.Objects.checkFromIndexSize(off, len, cbuf.length);
        if (len == 0) {
            return 0;
        }
        if (next >= length) {
            return -1;
        }
        int n = Math.min(length - next, len);
        for (int i = 0; i < n; i++) {
            cbuf[off + i] = str.charAt(next + i);
        }
        next += n;
        return n;
    }

    public long skip(long n) throws IOException {
        ensureOpen();
        if (next >= length) {
            return 0;
        }
        long r = Math.min(length - next, n);
        r = Math.max(-next, r);
        next += (int) r;
        return r;
    }

    public boolean ready() throws IOException {
        ensureOpen();
        return true;
    }

    public boolean markSupported() {
        return true;
    }

    public void mark(int readAheadLimit) throws IOException {
        if (readAheadLimit < 0) {
            throw new IllegalArgumentException();
        }
        ensureOpen();
        mark = next;
    }

    public void reset() throws IOException {
        ensureOpen();
        next = mark;
    }

    public void close() {
        str = null;
    }
}
