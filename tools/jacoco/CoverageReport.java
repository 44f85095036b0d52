import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;

import org.jacoco.core.analysis.Analyzer;
import org.jacoco.core.analysis.CoverageBuilder;
import org.jacoco.core.analysis.IClassCoverage;
import org.jacoco.core.analysis.ICounter;
import org.jacoco.core.analysis.IMethodCoverage;
import org.jacoco.core.data.ExecutionDataStore;
import org.jacoco.core.tools.ExecFileLoader;

/**
 * Prints the JaCoCo coverage of every method of every class found under one or more
 * class directories (or jar files) as JSON on stdout.
 *
 * <pre>
 * usage: CoverageReport [--exec FILE]... CLASSES...
 * </pre>
 *
 * Without {@code --exec} every method is reported as not covered (useful to see the
 * totals JaCoCo computes). Output shape:
 *
 * <pre>
 * {"methods":[{"class":"Arith","method":"lcm","descriptor":"(II)I",
 *   "firstLine":14,"lastLine":26,
 *   "instructions":{"covered":N,"total":M},"branches":{"covered":N,"total":M},
 *   "lines":{"covered":N,"total":M}}, ...],
 *  "noMatchClasses":[...]}
 * </pre>
 *
 * Classes are sorted by name, methods keep their order in the class file. Class names
 * are in dotted form ({@code com.acme.Util}, nested classes keep their {@code $}).
 * {@code noMatchClasses} lists classes whose execution data was recorded for a
 * different version of the class file (JaCoCo then reports them as not covered);
 * such classes are also reported on stderr and make the exit status 2.
 */
public final class CoverageReport {
    private CoverageReport() {
    }

    public static void main(String[] args) throws IOException {
        List<File> execs = new ArrayList<>();
        List<File> roots = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--exec")) {
                if (++i >= args.length) {
                    usage("--exec needs a file");
                }
                execs.add(new File(args[i]));
            } else if (a.equals("-h") || a.equals("--help")) {
                usage(null);
            } else if (a.startsWith("-")) {
                usage("unknown option " + a);
            } else {
                roots.add(new File(a));
            }
        }
        if (roots.isEmpty()) {
            usage("no class directory given");
        }

        ExecFileLoader loader = new ExecFileLoader();
        for (File exec : execs) {
            if (!exec.isFile()) {
                System.err.println("CoverageReport: exec file not found: " + exec);
                System.exit(1);
            }
            loader.load(exec);
        }
        ExecutionDataStore store = loader.getExecutionDataStore();
        CoverageBuilder builder = new CoverageBuilder();
        Analyzer analyzer = new Analyzer(store, builder);
        for (File root : roots) {
            if (!root.exists()) {
                System.err.println("CoverageReport: not found: " + root);
                System.exit(1);
            }
            analyzer.analyzeAll(root);
        }

        List<IClassCoverage> classes = new ArrayList<>(builder.getClasses());
        classes.sort(Comparator.comparing(IClassCoverage::getName));

        StringBuilder out = new StringBuilder();
        out.append("{\"methods\":[");
        boolean first = true;
        for (IClassCoverage c : classes) {
            String className = c.getName().replace('/', '.');
            for (IMethodCoverage m : c.getMethods()) {
                out.append(first ? "\n" : ",\n");
                first = false;
                out.append("{\"class\":").append(quote(className));
                out.append(",\"method\":").append(quote(m.getName()));
                out.append(",\"descriptor\":").append(quote(m.getDesc()));
                out.append(",\"firstLine\":").append(m.getFirstLine());
                out.append(",\"lastLine\":").append(m.getLastLine());
                counter(out, "instructions", m.getInstructionCounter());
                counter(out, "branches", m.getBranchCounter());
                counter(out, "lines", m.getLineCounter());
                out.append('}');
            }
        }
        out.append("\n],\"noMatchClasses\":[");
        Collection<IClassCoverage> noMatch = builder.getNoMatchClasses();
        first = true;
        for (IClassCoverage c : noMatch) {
            out.append(first ? "" : ",");
            first = false;
            out.append(quote(c.getName().replace('/', '.')));
            System.err.println("CoverageReport: execution data does not match the class file of "
                    + c.getName().replace('/', '.'));
        }
        out.append("]}\n");

        PrintStream ps = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        ps.print(out);
        ps.flush();
        if (!noMatch.isEmpty()) {
            System.exit(2);
        }
    }

    private static void counter(StringBuilder out, String name, ICounter c) {
        out.append(",\"").append(name).append("\":{\"covered\":").append(c.getCoveredCount())
                .append(",\"total\":").append(c.getTotalCount()).append('}');
    }

    static String quote(String s) {
        StringBuilder b = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            switch (ch) {
                case '"': b.append("\\\""); break;
                case '\\': b.append("\\\\"); break;
                case '\n': b.append("\\n"); break;
                case '\r': b.append("\\r"); break;
                case '\t': b.append("\\t"); break;
                default:
                    if (ch < 0x20) {
                        b.append(String.format("\\u%04x", (int) ch));
                    } else {
                        b.append(ch);
                    }
            }
        }
        return b.append('"').toString();
    }

    private static void usage(String error) {
        PrintStream s = error == null ? System.out : System.err;
        if (error != null) {
            s.println("CoverageReport: " + error);
        }
        s.println("usage: CoverageReport [--exec FILE]... CLASSDIR|JAR...");
        s.println("Prints JaCoCo method coverage of all classes under CLASSDIR as JSON.");
        System.exit(error == null ? 0 : 1);
    }
}
