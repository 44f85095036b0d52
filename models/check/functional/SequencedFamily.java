package symtestdriver;

import java.util.List;
import java.util.Random;
import symtestdriver.CheckMain.Trace;
import symtestdriver.CheckMain.World;

import static symtestdriver.CheckMain.sig;

/**
 * The SequencedCollection methods of Java 21 on ArrayList and on its reversed() view (which
 * writes through): getFirst, getLast, addFirst, addLast, removeFirst, removeLast, and the view's
 * get, set, add, add(i), remove(i), remove(Object), indexOf, lastIndexOf, contains, toString,
 * equals, hashCode, toArray, iterator().remove() and reversed(), each called on the object's
 * own class (the view's is package-private on both sides). The trace: each result or
 * exception, then the list and its modCount. Runs only on a JDK of release 21 or later (the JDK side has the methods from 21 on).
 */
final class SequencedFamily implements CheckMain.Family {
    private static final String[] OPS = {"getFirst", "getLast", "addFirst", "addLast",
        "removeFirst", "removeLast", "reversed.get", "reversed.set", "reversed.add",
        "reversed.addAt", "reversed.removeAt", "reversed.removeObject", "reversed.indexOf",
        "reversed.lastIndexOf", "reversed.contains", "reversed.toString", "reversed.equals",
        "reversed.hashCode", "reversed.toArray", "reversed.iteratorRemove",
        "reversed.reversed", "reversed.getFirst", "reversed.removeLast", "reversed.addFirst"};

    public boolean collections() {
        return true;
    }

    public String name() {
        return "sequenced";
    }

    public String method(long seed) {
        return "ArrayList." + OPS[new Random(seed).nextInt(OPS.length)];
    }

    @SuppressWarnings("unchecked")
    public String trial(World w, long seed) {
        Random r = new Random(seed);
        String op = OPS[r.nextInt(OPS.length)];
        Trace trace = new Trace(w);
        int n = r.nextInt(6);
        List<Object> list;
        try {
            list = (List<Object>) w.newInstance("ArrayList", sig());
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
        for (int i = 0; i < n; i++) {
            list.add(r.nextInt(10) == 0 ? null : Integer.valueOf(r.nextInt(5)));
        }
        int index = r.nextInt(n + 3) - 1;
        Object value = r.nextInt(6) == 0 ? null : Integer.valueOf(r.nextInt(5));
        int calls = 1 + r.nextInt(3);
        for (int c = 0; c < calls; c++) {
            trace.op(op, () -> run(w, list, op, index, value));
        }
        trace.add("list=" + Trace.render(list));
        trace.add("mod=" + w.intField(list, java.util.AbstractList.class, "modCount"));
        return trace.toString();
    }

    private static Object run(World w, List<Object> list, String op, int index, Object value)
            throws Throwable {
        if (!op.startsWith("reversed.")) {
            return op.startsWith("add") ? w.call(list, op, sig("Object"), value)
                                        : w.call(list, op, sig());
        }
        Object view = w.call(list, "reversed", sig());
        switch (op.substring("reversed.".length())) {
            case "get":
                return w.call(view, "get", sig("int"), index);
            case "set":
                return w.call(view, "set", sig("int", "Object"), index, value);
            case "add":
                return w.call(view, "add", sig("Object"), value);
            case "addAt":
                return w.call(view, "add", sig("int", "Object"), index, value);
            case "removeAt":
                return w.call(view, "remove", sig("int"), index);
            case "removeObject":
                return w.call(view, "remove", sig("Object"), value);
            case "indexOf":
                return w.call(view, "indexOf", sig("Object"), value);
            case "lastIndexOf":
                return w.call(view, "lastIndexOf", sig("Object"), value);
            case "contains":
                return w.call(view, "contains", sig("Object"), value);
            case "toString":
                return view.toString();
            case "equals": {
                // equal to the JDK's list of its elements from the end, unless one is null
                java.util.List<Object> expected = new java.util.ArrayList<>();
                for (int i = list.size() - 1; i >= 0; i--) {
                    if (list.get(i) != null) {
                        expected.add(list.get(i));
                    }
                }
                return view.equals(expected);
            }
            case "hashCode":
                return view.hashCode();
            case "toArray":
                return Trace.render((Object[]) w.call(view, "toArray", sig()));
            case "iteratorRemove": {
                java.util.Iterator<?> it = ((List<?>) view).iterator();
                StringBuilder seen = new StringBuilder();
                while (it.hasNext()) {
                    Object e = it.next();
                    seen.append(e).append(',');
                    if (value == null ? e == null : value.equals(e)) {
                        it.remove();
                    }
                }
                return seen.toString();
            }
            case "reversed":
                return w.call(view, "reversed", sig()) == list;
            case "getFirst":
                return w.call(view, "getFirst", sig());
            case "removeLast":
                return w.call(view, "removeLast", sig());
            case "addFirst":
                return w.call(view, "addFirst", sig("Object"), value);
            default:
                throw new IllegalStateException(op);
        }
    }
}
