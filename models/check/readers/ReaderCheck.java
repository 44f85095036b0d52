package symtestdriver;

import java.io.IOException;
import java.io.Reader;
import java.util.Random;

/**
 * Runs the models of StringReader and BufferedReader (symtestcheck.io) and the JDK's side by
 * side on random texts (line ends \n, \r and \r\n included) and random sequences of calls,
 * and compares every result and exception class. Two families: a StringReader alone (read,
 * read into array ranges valid or not, skip forwards and backwards, ready, mark with negative
 * limits too, reset, close, then calls after close), and a BufferedReader of random buffer
 * size over a StringReader or over a reader of "analysed code" that returns its text in
 * chunks of random size, sometimes 0 chars (readLine, read, ready, close, calls after close).
 * A model's unhandled call (an UnsatisfiedLinkError here) is counted apart.
 */
public final class ReaderCheck {
    private final Random random;
    private long compared;
    private long unhandled;
    private long mismatches;

    private ReaderCheck(long seed) {
        random = new Random(seed);
    }

    public static void main(String[] args) {
        long n = args.length > 0 ? Long.parseLong(args[0]) : 100_000;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 17;
        ReaderCheck check = new ReaderCheck(seed);
        for (long i = 0; i < n; i++) {
            check.trial(true);
            check.trial(false);
        }
        System.out.printf("readers: %d sequences compared, %d unhandled, %d mismatches%n",
                check.compared, check.unhandled, check.mismatches);
        System.exit(check.mismatches == 0 ? 0 : 1);
    }

    private String text() {
        String chars = "ab \n\r\u00e9";
        int n = random.nextInt(random.nextInt(4) == 0 ? 40 : 10);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append(random.nextInt(6) == 0 ? "\r\n" : "" + chars.charAt(random.nextInt(6)));
        }
        return sb.toString();
    }

    // A reader of analysed code: its text in chunks of up to `chunk` chars, 0 now and then.
    static final class ChunkReader extends Reader {
        private final String text;
        private final Random sizes;
        private final int chunk;
        private int pos;

        ChunkReader(String text, long seed, int chunk) {
            this.text = text;
            this.sizes = new Random(seed);
            this.chunk = chunk;
        }

        @Override
        public int read(char[] cbuf, int off, int len) {
            if (pos >= text.length()) {
                return -1;
            }
            int n = Math.min(Math.min(len, sizes.nextInt(chunk + 1)), text.length() - pos);
            text.getChars(pos, pos + n, cbuf, off);
            pos += n;
            return n;
        }

        @Override
        public boolean ready() {
            return pos < text.length() && sizes.nextBoolean();
        }

        @Override
        public void close() {
        }
    }

    private interface Step {
        String run() throws IOException;
    }

    private static String attempt(Step step) {
        try {
            return step.run();
        } catch (UnsatisfiedLinkError e) {
            throw e;
        } catch (IOException | RuntimeException e) {
            return "!" + e.getClass().getSimpleName();
        }
    }

    private void trial(boolean buffered) {
        String text = text();
        long seed = random.nextLong();
        int ops = 1 + random.nextInt(14);
        long opSeed = random.nextLong();
        int size = new int[] {1, 2, 3, 5, 8192}[random.nextInt(5)];
        boolean chunked = random.nextBoolean();
        int chunk = 1 + random.nextInt(4);
        StringBuilder jdk = new StringBuilder();
        StringBuilder model = new StringBuilder();
        try {
            if (buffered) {
                java.io.BufferedReader a = new java.io.BufferedReader(
                        chunked ? new ChunkReader(text, seed, chunk) : new java.io.StringReader(text),
                        size);
                symtestcheck.io.BufferedReader b = new symtestcheck.io.BufferedReader(
                        chunked ? new ChunkReader(text, seed, chunk)
                                : new symtestcheck.io.StringReader(text), size);
                runBuffered(new Random(opSeed), ops, a::readLine, a::read, a::ready, a::close, jdk);
                runBuffered(new Random(opSeed), ops, b::readLine, b::read, b::ready, b::close,
                        model);
            } else {
                runString(new Random(opSeed), ops, new java.io.StringReader(text), jdk);
                runString(new Random(opSeed), ops, new symtestcheck.io.StringReader(text), model);
            }
        } catch (UnsatisfiedLinkError e) {
            unhandled++;
            return;
        }
        compared++;
        if (!jdk.toString().equals(model.toString())) {
            mismatches++;
            if (mismatches <= 10) {
                System.out.println("MISMATCH " + (buffered ? "buffered" : "string") + " text "
                        + show(text) + " size " + size + (chunked ? " chunked " + chunk : ""));
                System.out.println("  jdk:   " + show(jdk.toString()));
                System.out.println("  model: " + show(model.toString()));
            }
        }
    }

    private interface IoSupplier<T> {
        T get() throws IOException;
    }

    private interface IoAction {
        void run() throws IOException;
    }

    private static void runBuffered(Random r, int ops, IoSupplier<String> readLine,
            IoSupplier<Integer> read, IoSupplier<Boolean> ready, IoAction close,
            StringBuilder out) {
        for (int i = 0; i < ops; i++) {
            int op = r.nextInt(20);
            if (op < 10) {
                out.append(" line ").append(attempt(() -> String.valueOf(readLine.get())));
            } else if (op < 16) {
                out.append(" read ").append(attempt(() -> String.valueOf(read.get())));
            } else if (op < 19) {
                out.append(" ready ").append(attempt(() -> String.valueOf(ready.get())));
            } else {
                out.append(" close ").append(attempt(() -> {
                    close.run();
                    return "";
                }));
            }
        }
    }

    private static void runString(Random r, int ops, Reader reader, StringBuilder out) {
        for (int i = 0; i < ops; i++) {
            int op = r.nextInt(9);
            switch (op) {
                case 0:
                case 1:
                    out.append(" read ").append(attempt(() -> String.valueOf(reader.read())));
                    break;
                case 2: {
                    char[] buf = new char[r.nextInt(6)];
                    int off = r.nextInt(8) - 1;
                    int len = r.nextInt(8) - 1;
                    out.append(" readInto ").append(attempt(() -> {
                        int n = reader.read(buf, off, len);
                        return n + ":" + new String(buf);
                    }));
                    break;
                }
                case 3: {
                    long n = r.nextInt(12) - 6;
                    out.append(" skip ").append(attempt(() -> String.valueOf(reader.skip(n))));
                    break;
                }
                case 4:
                    out.append(" ready ").append(attempt(() -> String.valueOf(reader.ready())));
                    break;
                case 5: {
                    int limit = r.nextInt(4) - 1;
                    out.append(" mark ").append(attempt(() -> {
                        reader.mark(limit);
                        return "";
                    }));
                    break;
                }
                case 6:
                    out.append(" reset ").append(attempt(() -> {
                        reader.reset();
                        return "";
                    }));
                    break;
                case 7:
                    out.append(" markSupported ").append(reader.markSupported());
                    break;
                default:
                    out.append(" close ").append(attempt(() -> {
                        reader.close();
                        return "";
                    }));
                    break;
            }
        }
    }

    private static String show(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            if (c < 0x20 || c > 0x7e) {
                sb.append(String.format("\\u%04x", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.append('"').toString();
    }
}
