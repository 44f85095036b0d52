package symtest.costagent;

import java.io.FileWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.stream.Stream;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * Resets the counter when a test starts and appends "Class#method count" to the file named
 * by the system property symtest.counts when it ends.
 */
public final class CountingListener implements TestExecutionListener {
    /**
     * The JDK reads an enum's constants through its values() method once per JVM, the first
     * time Enum.valueOf or an EnumMap needs them: done here for the subject enums (named by
     * the system property symtest.classes, a directory), so no test pays for it.
     */
    @Override
    public void testPlanExecutionStarted(TestPlan plan) {
        String dir = System.getProperty("symtest.classes");
        if (dir == null) {
            return;
        }
        Path root = Paths.get(dir);
        try (Stream<Path> files = Files.walk(root)) {
            files.filter(f -> f.toString().endsWith(".class")).forEach(f -> {
                String rel = root.relativize(f).toString();
                String name = rel.substring(0, rel.length() - 6).replace('/', '.');
                try {
                    Class<?> c = Class.forName(name, false,
                            Thread.currentThread().getContextClassLoader());
                    if (c.isEnum()) {
                        c.getEnumConstants();
                    }
                } catch (Throwable e) {
                    // not loadable here: no enum to prepare
                }
            });
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + dir, e);
        }
    }

    @Override
    public void executionStarted(TestIdentifier id) {
        if (id.isTest()) {
            Counter.reset();
        }
    }

    @Override
    public void executionFinished(TestIdentifier id, TestExecutionResult result) {
        String file = System.getProperty("symtest.counts");
        if (!id.isTest() || file == null || id.getSource().isEmpty()
                || !(id.getSource().get() instanceof MethodSource)) {
            return;
        }
        long count = Counter.value();
        MethodSource source = (MethodSource) id.getSource().get();
        String cls = source.getClassName();
        cls = cls.substring(cls.lastIndexOf('.') + 1);
        try (PrintWriter out = new PrintWriter(new FileWriter(file, true))) {
            out.println(cls + "#" + source.getMethodName() + " " + count + " "
                    + result.getStatus());
        } catch (IOException e) {
            throw new IllegalStateException("cannot write " + file, e);
        }
    }
}
