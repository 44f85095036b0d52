package symtestdriver;

import java.util.Random;

/**
 * One random pipeline: a source (kind, elements -1 for null, parameters), 0..5 intermediate
 * operations valid for the shape at each point, a terminal operation, and a post action on the
 * used stages (reuse, close). Parallel programs use only operations whose JDK results are
 * deterministic (over the unordered HashSet, no limit, skip, distinct or findFirst: the JDK's
 * parallel ones pick any elements, or any order; no toSet: the parallel combiner inserts in
 * another order, which a HashSet's colliding elements keep); their lambdas' calls are not
 * compared.
 */
public final class Program {
    static final int REF = 0;
    static final int INT = 1;
    static final int LONG = 2;
    static final int DOUBLE = 3;

    static final String[] SOURCES = {"ArrayList", "LinkedList", "HashSet", "keySet", "values",
        "entrySet", "Arrays.stream", "Arrays.stream(from,to)", "Stream.of", "Stream.of(1)",
        "Stream.empty", "Stream.ofNullable", "Stream.iterate", "Stream.iterate3",
        "Stream.generate", "IntStream.range", "IntStream.rangeClosed", "IntStream.of",
        "Arrays.stream(int[])", "toList().stream", "LongStream.range", "DoubleStream.of",
        "IntStream.of(1)", "Arrays.stream(int[],from,to)", "StreamSupport(ArrayList)",
        "StreamSupport(ArrayList advanced)", "StreamSupport(HashSet advanced)",
        "StreamSupport(LinkedList advanced)", "IntStream.iterate", "IntStream.iterate3",
        "IntStream.generate"};

    public int source;
    public int[] elems;
    public int a;
    public int b;
    public boolean parallel;
    public int[] ops;
    public int[] args;
    public int terminal;
    public int targ;
    public int post;

    public static int shapeAfterSource(int source) {
        switch (source) {
            case 15: case 16: case 17: case 18: case 22: case 23: case 28: case 29: case 30:
                return INT;
            case 20:
                return LONG;
            case 21:
                return DOUBLE;
            default:
                return REF;
        }
    }

    static boolean infinite(int source) {
        return source == 12 || source == 14 || source == 28 || source == 30;
    }

    /** The shape an operation produces (op codes: REF 0.., INT 20.., LONG 40.., DOUBLE 60..). */
    public static int shapeAfterOp(int op, int shape) {
        switch (op) {
            case 10: case 13: return INT;
            case 11: case 29: return LONG;
            case 12: case 30: case 48: return DOUBLE;
            case 23: case 24: case 42: case 43: case 62: case 63: return REF;
            default: return shape;
        }
    }

    static final int[][] OPS = {
        {0, 0, 0, 1, 1, 1, 2, 2, 3, 4, 4, 5, 5, 6, 6, 7, 7, 7, 8, 8, 9, 10, 10, 11, 12, 13, 14,
            15},
        {20, 20, 21, 21, 22, 23, 24, 24, 25, 26, 27, 28, 29, 30, 31},
        {40, 41, 42, 43, 44, 45, 46, 47, 48},
        {60, 61, 62, 63, 64, 65, 66, 67},
    };
    static final int[][] TERMINALS = {
        {0, 0, 1, 2, 3, 3, 4, 5, 6, 7, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 9, 9, 10, 11, 12, 12, 13,
            14, 15, 16, 17, 18, 18, 19, 20},
        {30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44},
        {49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59},
        {69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79},
    };
    static final int COLLECTORS = 38;

    /** Operations and terminals allowed in parallel programs (pure lambdas, fixed results). */
    static final int[] PAR_OPS = {0, 1, 4, 5, 6, 7, 8, 10, 20, 21, 24, 25, 26, 27, 28};
    static final int[] PAR_TERMINALS = {2, 4, 8, 9, 10, 11, 12, 13, 14, 15, 16, 30, 32, 33, 34, 35};
    static final int[] PAR_COLLECTORS = {0, 2, 4, 5, 6, 7, 12, 13, 14, 15, 16, 19, 22, 25};

    static Program random(Random r) {
        Program p = new Program();
        p.parallel = r.nextInt(16) == 0;
        p.source = p.parallel ? new int[] {0, 2, 6, 15}[r.nextInt(4)] : r.nextInt(SOURCES.length);
        int n = r.nextInt(10) == 0 ? 20 + r.nextInt(18) : r.nextInt(9);
        if (p.source == 9 || p.source == 11 || p.source == 22) {
            n = 1;
        }
        p.elems = new int[n];
        for (int i = 0; i < n; i++) {
            p.elems[i] = (!p.parallel && r.nextInt(10) == 0) ? -1 : r.nextInt(10);
        }
        if (shapeAfterSource(p.source) != REF || p.source == 21) {
            for (int i = 0; i < n; i++) {
                p.elems[i] = Math.max(p.elems[i], 0);
            }
        }
        p.a = r.nextInt(12) - 2;
        p.b = r.nextInt(12) - 2;
        if (r.nextInt(4) != 0 && p.source != 7 && p.source != 23) {
            p.a = Math.max(p.a, 0);
            p.b = p.a + r.nextInt(8);
        }
        int count = r.nextInt(6);
        p.ops = new int[count];
        p.args = new int[count];
        int shape = shapeAfterSource(p.source);
        int limitAt = infinite(p.source) ? r.nextInt(count + 1) : -1;
        for (int i = 0; i < count; i++) {
            int op;
            if (p.parallel) {
                do {
                    op = PAR_OPS[r.nextInt(PAR_OPS.length)];
                } while (op < 20 != (shape == REF) || (op >= 20 && shape != INT)
                        || (p.source == 2 && (op == 4 || op == 7 || op == 8 || op == 25
                                || op == 27 || op == 28)));
            } else {
                op = OPS[shape][r.nextInt(OPS[shape].length)];
            }
            p.ops[i] = op;
            p.args[i] = r.nextInt(12);
            if (p.parallel) {
                p.args[i] = parallelArg(op, r);
            }
            shape = shapeAfterOp(op, shape);
        }
        if (limitAt >= 0) {
            int[] ops = new int[count + 1];
            int[] args = new int[count + 1];
            int s = shapeAfterSource(p.source);
            for (int i = 0, j = 0; i <= count; i++) {
                if (i == limitAt) {
                    ops[i] = s == REF ? 7 : s == INT ? 27 : s == LONG ? 46 : 66;
                    args[i] = r.nextInt(7);
                } else {
                    ops[i] = p.ops[j];
                    args[i] = p.args[j];
                    s = shapeAfterOp(ops[i], s);
                    j++;
                }
            }
            p.ops = ops;
            p.args = args;
        }
        if (p.parallel) {
            int t;
            do {
                t = PAR_TERMINALS[r.nextInt(PAR_TERMINALS.length)];
            } while (t < 30 != (shape == REF) || (t >= 30 && shape != INT)
                    || (p.source == 2 && t == 16));
            p.terminal = t;
            p.targ = t == 8 ? PAR_COLLECTORS[r.nextInt(PAR_COLLECTORS.length)]
                    : t == 10 || t == 11 ? new int[] {1, 5}[r.nextInt(2)]
                    : new int[] {0, 1, 2, 6}[r.nextInt(4)];
            if (t == 4) {
                p.targ = 0;
            }
        } else {
            p.terminal = TERMINALS[shape][r.nextInt(TERMINALS[shape].length)];
            p.targ = r.nextInt(p.terminal == 8 ? COLLECTORS : 12);
            p.post = r.nextInt(3) == 0 ? 1 + r.nextInt(6) : 0;
        }
        return p;
    }

    /** Pure lambdas that never throw nor return null, for parallel programs. */
    static int parallelArg(int op, Random r) {
        switch (op) {
            case 0: return new int[] {0, 1, 2, 6}[r.nextInt(4)];
            case 1: return new int[] {0, 1, 3, 6}[r.nextInt(4)];
            case 6: return new int[] {1, 5}[r.nextInt(2)];
            case 10: return 0;
            case 20: case 21: return r.nextInt(2);
            default: return r.nextInt(12);
        }
    }

    public String toString() {
        StringBuilder sb = new StringBuilder(SOURCES[source]).append(java.util.Arrays.toString(elems));
        sb.append(" a=").append(a).append(" b=").append(b).append(parallel ? " PARALLEL" : "");
        for (int i = 0; i < ops.length; i++) {
            sb.append(" op").append(ops[i]).append('/').append(args[i]);
        }
        sb.append(" terminal").append(terminal).append('/').append(targ);
        return sb.append(" post").append(post).toString();
    }
}
