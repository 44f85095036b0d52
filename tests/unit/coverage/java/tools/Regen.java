import com.sun.jdi.Bootstrap;
import com.sun.jdi.Location;
import com.sun.jdi.Method;
import com.sun.jdi.StackFrame;
import com.sun.jdi.ThreadReference;
import com.sun.jdi.VirtualMachine;
import com.sun.jdi.connect.Connector;
import com.sun.jdi.connect.LaunchingConnector;
import com.sun.jdi.event.Event;
import com.sun.jdi.event.EventSet;
import com.sun.jdi.event.ExceptionEvent;
import com.sun.jdi.event.LocatableEvent;
import com.sun.jdi.event.MethodEntryEvent;
import com.sun.jdi.event.StepEvent;
import com.sun.jdi.event.VMDisconnectEvent;
import com.sun.jdi.request.EventRequestManager;
import com.sun.jdi.request.ExceptionRequest;
import com.sun.jdi.request.MethodEntryRequest;
import com.sun.jdi.request.StepRequest;
import java.io.File;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jacoco.core.analysis.Analyzer;
import org.jacoco.core.analysis.CoverageBuilder;
import org.jacoco.core.analysis.IClassCoverage;
import org.jacoco.core.analysis.IMethodCoverage;
import org.jacoco.core.tools.ExecFileLoader;

// Regenerates tests/unit/coverage/jacoco_fixtures.inc. For every scenario (a JacocoFixture
// method and its inputs) it
//  1. runs Driver under the JaCoCo agent and reads the method counters with JaCoCo's Analyzer;
//  2. runs Driver under JDI single-stepping (STEP_MIN) and records, per invocation of a
//     JacocoFixture method, the bytecode offsets in execution order; an instruction whose
//     execution ended with an exception leaving it (thrown there or propagated from a callee)
//     is marked raised.
// Usage: see regen.sh.
public class Regen {
  static final String CLASS = "JacocoFixture";

  static final String[][] SCENARIOS = {
    {"sign", "1"}, {"sign", "-1"}, {"sign", "0"}, {"sign", "1", "-1", "0"},
    {"sumTo", "0"}, {"sumTo", "3"},
    {"countDown", "5"}, {"countDown", "20"},
    {"both", "1,1"}, {"both", "1,-1"}, {"both", "-1,1"}, {"both", "-2,-5"},
    {"both", "1,1", "0,5", "5,0"},
    {"dense", "1"}, {"dense", "3"}, {"dense", "4"}, {"dense", "9"}, {"dense", "1", "2", "3", "9"},
    {"sparse", "1"}, {"sparse", "100"}, {"sparse", "5"}, {"sparse", "1", "100", "1000", "7"},
    {"fallThrough", "1"}, {"fallThrough", "2"}, {"fallThrough", "5"}, {"fallThrough", "7"},
    {"divCatch", "4,2"}, {"divCatch", "4,0"}, {"divCatch", "4,2", "4,0"},
    {"divMidLine", "4,2"}, {"divMidLine", "4,0"},
    {"callThrows", "4,2"}, {"callThrows", "4,0"},
    {"callThrowsCaught", "4,2"}, {"callThrowsCaught", "4,0"},
    {"callThenThrow", "3,1"}, {"callThenThrow", "3,0"},
    {"nested", "1,2"},
    {"checked", "1"}, {"checked", "-1"}, {"checked", "1", "-1"},
    {"withFinally", "4,2"}, {"withFinally", "4,0"}, {"withFinally", "4,2", "4,0"},
    {"finallyReturn", "5,1"}, {"finallyReturn", "1,5"}, {"finallyReturn", "5,0"},
    {"finallyReturn", "5,1", "1,5", "5,0"},
    {"sync", "1"},
    {"loopSwitch", "0"}, {"loopSwitch", "1"}, {"loopSwitch", "2"}, {"loopSwitch", "5"},
    {"catchInLoop", "0"}, {"catchInLoop", "3"},
    {"multiCatch", "4,2"}, {"multiCatch", "4,0"},
    {"applyTwice", "3"},
    {"ternaryArg", "3"}, {"ternaryArg", "-3"}, {"ternaryArg", "3", "-3"},
    {"doWhile", "1"}, {"doWhile", "7"},
    {"breakLoop", "200"}, {"breakLoop", "5"},
    {"orChain", "1,0,0"}, {"orChain", "0,1,0"}, {"orChain", "0,0,1"}, {"orChain", "0,0,0"},
    {"orChain", "0,0,1", "0,0,0"},
    {"nestedFinally", "4,2"}, {"nestedFinally", "4,0"}, {"nestedFinally", "4,2", "4,0"},
    {"catchReturn", "4,2"}, {"catchReturn", "4,0"}, {"catchReturn", "4,2", "4,0"},
    {"emptyCatch", "4,2"}, {"emptyCatch", "4,0"}, {"emptyCatch", "4,2", "4,0"},
    {"switchInTry", "0"}, {"switchInTry", "1"}, {"switchInTry", "2"},
    {"switchInTry", "0", "1", "2"},
    {"throwInCallee", "2"}, {"throwInCallee", "-2"}, {"throwInCallee", "2", "-2"},
    {"syncThrow", "4,2"}, {"syncThrow", "4,0"}, {"syncThrow", "4,2", "4,0"},
    {"sharedDefault", "5"}, {"sharedDefault", "9"}, {"sharedDefault", "1000"},
    {"sharedDefault", "3"}, {"sharedDefault", "9", "1000"},
    {"stringSwitch", "0"}, {"stringSwitch", "2"}, {"stringSwitch", "3"},
    {"stringSwitch", "0", "1", "2", "3"},
  };

  static final String[] FILTER_CLASSES = {"JacocoFixture", "FixtureColor", "FixtureUtil"};

  static final class Invocation {
    final String key;
    final int depth;
    final List<Long> offsets = new ArrayList<>();
    final List<Boolean> raised = new ArrayList<>();
    boolean fresh = true;  // only the entry location recorded so far

    Invocation(String key, int depth, long entry) {
      this.key = key;
      this.depth = depth;
      offsets.add(entry);
      raised.add(false);
    }

    String trace() {
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < offsets.size(); i++) {
        if (i > 0) sb.append(' ');
        sb.append(offsets.get(i));
        if (raised.get(i)) sb.append('!');
      }
      return sb.toString();
    }
  }

  static String key(Method m) {
    return m.name() + " " + m.signature();
  }

  static boolean isFixture(Location l) {
    return l.declaringType().name().equals(CLASS);
  }

  static int fixtureDepth(ThreadReference t) throws Exception {
    int d = 0;
    for (StackFrame f : t.frames()) {
      if (isFixture(f.location())) d++;
    }
    return d;
  }

  static void drain(InputStream in) {
    Thread th = new Thread(() -> {
      try {
        in.transferTo(System.err);
      } catch (Exception e) {
        // ignore
      }
    });
    th.setDaemon(true);
    th.start();
  }

  // Per method key: the traces of its invocations, in call order.
  static Map<String, List<String>> trace(String classDir, String[] sc) throws Exception {
    LaunchingConnector c = Bootstrap.virtualMachineManager().defaultConnector();
    Map<String, Connector.Argument> a = c.defaultArguments();
    StringBuilder main = new StringBuilder("Driver");
    for (String s : sc) main.append(' ').append(s);
    a.get("main").setValue(main.toString());
    a.get("options").setValue("-cp " + classDir);
    VirtualMachine vm = c.launch(a);
    drain(vm.process().getInputStream());
    drain(vm.process().getErrorStream());
    EventRequestManager erm = vm.eventRequestManager();
    MethodEntryRequest mer = erm.createMethodEntryRequest();
    mer.addClassFilter(CLASS);
    mer.enable();
    ExceptionRequest er = erm.createExceptionRequest(null, true, true);
    er.enable();
    StepRequest step = null;
    List<Invocation> stack = new ArrayList<>();
    List<Invocation> all = new ArrayList<>();
    boolean done = false;
    while (!done) {
      EventSet es = vm.eventQueue().remove();
      for (Event e : es) {
        if (e instanceof VMDisconnectEvent) {
          done = true;
          continue;
        }
        if (!(e instanceof LocatableEvent)) continue;
        ThreadReference t = ((LocatableEvent) e).thread();
        Location loc = ((LocatableEvent) e).location();
        if (e instanceof ExceptionEvent) {
          if (stack.isEmpty()) continue;
          Location catchLoc = ((ExceptionEvent) e).catchLocation();
          List<StackFrame> frames = t.frames();
          int catchIdx = frames.size() - 1;
          if (catchLoc != null) {
            for (int i = 0; i < frames.size(); i++) {
              if (frames.get(i).location().method().equals(catchLoc.method())) {
                catchIdx = i;
                break;
              }
            }
          }
          int k = 0;
          for (int i = 0; i <= catchIdx; i++) {
            if (isFixture(frames.get(i).location())) k++;
          }
          int depth = fixtureDepth(t);
          while (!stack.isEmpty() && stack.get(stack.size() - 1).depth > depth) {
            stack.remove(stack.size() - 1);
          }
          for (int i = 0; i < k && i < stack.size(); i++) {
            Invocation inv = stack.get(stack.size() - 1 - i);
            inv.raised.set(inv.raised.size() - 1, true);
          }
          continue;
        }
        if (!isFixture(loc)) continue;
        int depth = fixtureDepth(t);
        while (!stack.isEmpty() && stack.get(stack.size() - 1).depth > depth) {
          stack.remove(stack.size() - 1);
        }
        Invocation top = stack.isEmpty() ? null : stack.get(stack.size() - 1);
        if (e instanceof MethodEntryEvent) {
          if (step == null) {
            step = erm.createStepRequest(t, StepRequest.STEP_MIN, StepRequest.STEP_INTO);
            step.addClassFilter(CLASS);
            step.enable();
          }
          if (top != null && top.depth == depth && top.fresh && top.offsets.size() == 1) {
            continue;  // the step event at the entry came first
          }
          if (top != null && top.depth == depth) stack.remove(stack.size() - 1);
          Invocation inv = new Invocation(key(loc.method()), depth, loc.codeIndex());
          stack.add(inv);
          all.add(inv);
        } else if (e instanceof StepEvent) {
          if (top == null || top.depth < depth) {
            Invocation inv = new Invocation(key(loc.method()), depth, loc.codeIndex());
            stack.add(inv);
            all.add(inv);
            continue;
          }
          if (!top.key.equals(key(loc.method()))) {
            throw new IllegalStateException("step in " + key(loc.method()) + " while in " + top.key);
          }
          if (top.fresh && top.offsets.size() == 1 && loc.codeIndex() == top.offsets.get(0)) {
            top.fresh = false;
            continue;
          }
          top.fresh = false;
          top.offsets.add(loc.codeIndex());
          top.raised.add(false);
        }
      }
      es.resume();
    }
    Map<String, List<String>> result = new LinkedHashMap<>();
    for (Invocation inv : all) {
      result.computeIfAbsent(inv.key, x -> new ArrayList<>()).add(inv.trace());
    }
    return result;
  }

  static Map<String, int[]> measure(String classDir, String agent, String[] sc, File exec)
      throws Exception {
    List<String> cmd = new ArrayList<>();
    cmd.add("java");
    cmd.add("-javaagent:" + agent + "=destfile=" + exec + ",includes=" + CLASS);
    cmd.add("-cp");
    cmd.add(classDir);
    cmd.add("Driver");
    for (String s : sc) cmd.add(s);
    exec.delete();
    Process p = new ProcessBuilder(cmd).inheritIO().start();
    if (p.waitFor() != 0) throw new IllegalStateException("driver failed");
    ExecFileLoader loader = new ExecFileLoader();
    loader.load(exec);
    CoverageBuilder builder = new CoverageBuilder();
    new Analyzer(loader.getExecutionDataStore(), builder)
        .analyzeAll(new File(classDir, CLASS + ".class"));
    Map<String, int[]> result = new LinkedHashMap<>();
    for (IClassCoverage cc : builder.getClasses()) {
      for (IMethodCoverage m : cc.getMethods()) {
        result.put(m.getName() + " " + m.getDesc(), new int[] {
          m.getInstructionCounter().getCoveredCount(), m.getInstructionCounter().getTotalCount(),
          m.getBranchCounter().getCoveredCount(), m.getBranchCounter().getTotalCount()});
      }
    }
    return result;
  }

  public static void main(String[] args) throws Exception {
    String classDir = args[0];
    String agent = args[1];
    File exec = File.createTempFile("jacoco", ".exec");
    StringBuilder out = new StringBuilder();
    out.append("// Generated by tests/unit/coverage/java/tools/regen.sh: do not edit.\n");
    out.append("// Expected counters measured with the JaCoCo 0.8.6 agent (Debian libjacoco-java) on\n");
    out.append("// JacocoFixture.class compiled with javac -g --release 11; traces recorded by JDI\n");
    out.append("// single-stepping the same class ('!' marks an instruction that raised).\n");
    out.append("// {scenario, method, descriptor, {traces...}, {covered insns, insns, covered branches,\n");
    out.append("// branches}}\n");
    out.append("#ifdef JACOCO_FIXTURE_CASES\n");
    for (String[] row : SCENARIOS) {
      String[] sc = row;
      String label = String.join(" ", sc);
      Map<String, int[]> counters = measure(classDir, agent, sc, exec);
      Map<String, List<String>> traces = trace(classDir, sc);
      for (Map.Entry<String, List<String>> e : traces.entrySet()) {
        String[] nd = e.getKey().split(" ");
        if (nd[0].equals("<clinit>")) continue;
        if (!nd[0].equals(sc[0]) && !sc[0].equals("applyTwice") && !nd[0].equals("helperDiv")
            && !nd[0].equals("id") && !nd[0].equals("checked")) {
          throw new IllegalStateException("unexpected invocation of " + e.getKey());
        }
        int[] c = counters.get(e.getKey());
        if (c == null) throw new IllegalStateException("no counters for " + e.getKey());
        out.append("{\"").append(label).append("\", \"").append(nd[0]).append("\", \"")
            .append(nd[1]).append("\",\n {");
        boolean first = true;
        for (String tr : e.getValue()) {
          if (!first) out.append(", ");
          first = false;
          out.append('"').append(tr).append('"');
        }
        out.append("},\n {").append(c[0]).append(", ").append(c[1]).append(", ").append(c[2])
            .append(", ").append(c[3]).append("}},\n");
      }
    }
    exec.delete();
    out.append("#endif\n");
    out.append("#ifdef JACOCO_REPORTED_METHODS\n");
    out.append("// {class, method, descriptor, reported by JaCoCo}\n");
    for (String cls : FILTER_CLASSES) {
      File f = new File(classDir, cls + ".class");
      CoverageBuilder builder = new CoverageBuilder();
      new Analyzer(new org.jacoco.core.data.ExecutionDataStore(), builder).analyzeAll(f);
      java.util.Set<String> reported = new java.util.HashSet<>();
      for (IClassCoverage cc : builder.getClasses()) {
        for (IMethodCoverage m : cc.getMethods()) reported.add(m.getName() + " " + m.getDesc());
      }
      org.objectweb.asm.tree.ClassNode node = new org.objectweb.asm.tree.ClassNode();
      new org.objectweb.asm.ClassReader(Files.readAllBytes(f.toPath())).accept(node, 0);
      for (org.objectweb.asm.tree.MethodNode m : node.methods) {
        if (m.instructions.size() == 0) continue;
        out.append("{\"").append(cls).append("\", \"").append(m.name).append("\", \"")
            .append(m.desc).append("\", ")
            .append(reported.contains(m.name + " " + m.desc)).append("},\n");
      }
    }
    out.append("#endif\n");
    Files.write(new File(args[2]).toPath(), out.toString().getBytes(StandardCharsets.UTF_8));
  }
}
