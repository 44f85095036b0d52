package symtestdriver;

import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

/**
 * Runs random programs on the JDK's streams and on the models' copies and compares the
 * outcomes (result or exception, and the post action's) and the call logs (not for parallel
 * programs, whose JDK call order is not fixed). A model outcome that reached one of its native
 * methods (UNHANDLED) is counted apart, never compared.
 * Usage: StreamCheck [programs, default 300000] [seed, default 1] [index to show]
 */
public final class StreamCheck {
    private StreamCheck() {
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 300000;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 1;
        int show = args.length > 2 ? Integer.parseInt(args[2]) : -1;
        Random r = new Random(seed);
        int compared = 0;
        int mismatches = 0;
        int unhandled = 0;
        int parallel = 0;
        int exceptions = 0;
        Map<String, Integer> unhandledBy = new TreeMap<>();
        Map<Integer, int[]> byTerminal = new TreeMap<>();
        for (int i = 0; i < n; i++) {
            Program p = Program.random(r);
            String[] jdk = symtestdriver.jdk.Runner.run(p);
            if (p.parallel) {
                // tasks of a parallel pipeline may still run (and log) after it threw
                java.util.concurrent.ForkJoinPool.commonPool().awaitQuiescence(10,
                        java.util.concurrent.TimeUnit.SECONDS);
                Log.take();
            }
            String[] model = symtestdriver.model.Runner.run(p);
            if (i == show) {
                System.out.println("program " + i + ": " + p);
                System.out.println("  jdk:   " + jdk[0] + "\n    log: " + jdk[1]);
                System.out.println("  model: " + model[0] + "\n    log: " + model[1]);
            }
            int[] t = byTerminal.computeIfAbsent(p.terminal, k -> new int[3]);
            if (model[0].contains("UNHANDLED")) {
                unhandled++;
                t[2]++;
                String m = model[0].substring(model[0].indexOf("UNHANDLED"));
                int paren = m.indexOf('(');
                unhandledBy.merge(paren > 0 ? m.substring(0, paren) : m, 1, Integer::sum);
                continue;
            }
            compared++;
            t[0]++;
            if (p.parallel) {
                parallel++;
            }
            if (jdk[0].contains("X=")) {
                exceptions++;
            }
            boolean same = jdk[0].equals(model[0]) && (p.parallel || jdk[1].equals(model[1]));
            if (!same) {
                mismatches++;
                t[1]++;
                if (mismatches <= 12) {
                    System.out.println("MISMATCH program " + i + ": " + p);
                    System.out.println("  jdk:   " + jdk[0] + "\n    log: " + jdk[1]);
                    System.out.println("  model: " + model[0] + "\n    log: " + model[1]);
                }
            }
        }
        System.out.println("programs " + n + " (seed " + seed + "): compared " + compared
                + " (parallel " + parallel + ", ending in an exception " + exceptions
                + "), mismatches " + mismatches + ", unhandled " + unhandled);
        StringBuilder sb = new StringBuilder("by terminal (compared/mismatched/unhandled):");
        for (Map.Entry<Integer, int[]> e : byTerminal.entrySet()) {
            int[] c = e.getValue();
            sb.append(' ').append(e.getKey()).append(':').append(c[0]).append('/').append(c[1])
                    .append('/').append(c[2]);
        }
        System.out.println(sb);
        for (Map.Entry<String, Integer> e : unhandledBy.entrySet()) {
            System.out.println("  " + e.getValue() + " " + e.getKey());
        }
        if (mismatches > 0) {
            System.exit(1);
        }
    }
}
