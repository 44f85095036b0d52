package symtestcheck.io;

import java.io.IOException;
import java.io.Reader;

// Stand-ins for the standard-input classes the BufferedReader model mentions: the check
// never reads standard input.
class InputStreamReader extends Reader {
    boolean symtest$readsStandardInput() {
        return false;
    }

    @Override
    public int read(char[] cbuf, int off, int len) throws IOException {
        throw new UnsupportedOperationException();
    }

    @Override
    public void close() {
    }
}

final class SymtestStandardInput {
    static void symtest$claim(Object reader) {
        throw new UnsupportedOperationException();
    }
}

final class SymtestPrimitives {
    static String inputLine() {
        throw new UnsupportedOperationException();
    }
}
