package java.io;

/**
 * symtest model of java.io.InputStreamReader: it only records its stream, so that a
 * BufferedReader over it can tell that it reads standard input (an input source, see
 * BufferedReader.readLine). Its own read methods are unhandled calls. Charset names other
 * than UTF-8, US-ASCII and ISO-8859-1 (which every JDK supports) are unhandled calls.
 */
public class InputStreamReader extends Reader {
    private final InputStream stream;
    private boolean closed;

    public InputStreamReader(InputStream in) {
        super();
        if (in == null) {
            throw new NullPointerException();
        }
        stream = in;
    }

    public InputStreamReader(InputStream in, String charsetName)
            throws UnsupportedEncodingException {
        super();
        if (in == null) {
            throw new NullPointerException();
        }
        if (charsetName == null) {
            throw new NullPointerException();
        }
        if (!isStandardCharset(charsetName)) {
            otherCharset(charsetName);
        }
        stream = in;
    }

    public InputStreamReader(InputStream in, java.nio.charset.Charset cs) {
        super();
        unsupportedConstructor();
        stream = in;
    }

    public InputStreamReader(InputStream in, java.nio.charset.CharsetDecoder dec) {
        super();
        unsupportedConstructor();
        stream = in;
    }

    // Charset lookups ignore case.
    private static boolean isStandardCharset(String name) {
        return name.equalsIgnoreCase("UTF-8") || name.equalsIgnoreCase("US-ASCII")
                || name.equalsIgnoreCase("ISO-8859-1");
    }

    /** Whether this plain InputStreamReader, still open, reads symtest's standard input. */
    boolean symtest$readsStandardInput() {
        return !closed && stream instanceof SymtestStandardInput
                && ((SymtestStandardInput) stream).symtest$isOpen();
    }

    public String getEncoding() {
        return encoding();
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

    /** Closes the underlying stream too; closing again does nothing. */
    public void close() throws IOException {
        if (!closed) {
            closed = true;
            stream.close();
        }
    }

    // Outside what is modelled: unhandled calls.
    private static native void unsupportedConstructor();

    private static native void otherCharset(String charsetName);

    private static native String encoding();

    private static native int readChar();

    private static native int readChars(char[] cbuf, int off, int len);

    private static native boolean readyChars();
}
