package java.io;

/**
 * symtest's standard input (System.in). Scanner and BufferedReader(InputStreamReader) over it
 * read input sources (SymtestPrimitives.inputInt, inputLine, ...) instead of bytes; reading
 * its bytes directly is an unhandled call. One reader may read it along a path: the JDK's
 * readers buffer ahead, so a second one would not see what the first one buffered; a second
 * reader is an unhandled call.
 */
public final class SymtestStandardInput extends InputStream {
    // The Scanner or BufferedReader that reads standard input on this path, if any.
    private static Object reader;

    private boolean closed;

    private SymtestStandardInput() {
        super();
    }

    public static InputStream symtest$standard() {
        return new SymtestStandardInput();
    }

    /** Called by the reader r before it reads: a second reader is an unhandled call. */
    public static void symtest$claim(Object r) {
        if (reader == null) {
            reader = r;
        } else if (reader != r) {
            secondReader();
        }
    }

    /** Whether close() has not been called (reading a closed standard input is unhandled). */
    public boolean symtest$isOpen() {
        return !closed;
    }

    public void close() throws IOException {
        closed = true;
    }

    public int read() throws IOException {
        return readByte();
    }

    public int read(byte[] b, int off, int len) throws IOException {
        return readBytes(b, off, len);
    }

    /**
     * An input source like the values the readers take: any count of bytes (the JDK's
     * BufferedInputStream over the console reports what arrived so far), so a test that
     * depends on it is disabled with the count it needs. Closed: the JDK's IOException.
     */
    public int available() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
        int n = SymtestPrimitives.inputAvailableBytes();
        SymtestPrimitives.assume(n >= 0);
        return n;
    }

    // Outside what is modelled: unhandled calls.
    private static native int readByte();

    private static native int readBytes(byte[] b, int off, int len);

    private static native void secondReader();
}
