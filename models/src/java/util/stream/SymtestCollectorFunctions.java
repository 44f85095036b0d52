package java.util.stream;

import java.util.ArrayList;
import java.util.Collection;
import java.util.ImmutableCollections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/**
 * The stand-ins for the lambdas of Collectors: each calls what the JDK's lambda calls, in the
 * same order. The combiners, which sequential streams never call, are modelled only for the
 * simple collectors (the others are the unhandled call unmodelledCombiner).
 */
@SuppressWarnings({"unchecked", "rawtypes"})
final class SymtestCollectorFunctions {
    private SymtestCollectorFunctions() {
    }

    /** ArrayList::new, HashSet::new, HashMap::new, StringBuilder::new. */
    static final class New implements Supplier<Object> {
        static final int ARRAY_LIST = 0;
        static final int HASH_SET = 1;
        static final int HASH_MAP = 2;
        static final int STRING_BUILDER = 3;
        private final int kind;

        New(int kind) {
            this.kind = kind;
        }

        public Object get() {
            if (kind == STRING_BUILDER) {
                return new StringBuilder();
            }
            return Collectors.newContainer(kind);
        }
    }

    /** () -> new StringJoiner(delimiter, prefix, suffix). */
    static final class NewJoiner implements Supplier<Object> {
        private final CharSequence delimiter;
        private final CharSequence prefix;
        private final CharSequence suffix;

        NewJoiner(CharSequence delimiter, CharSequence prefix, CharSequence suffix) {
            this.delimiter = delimiter;
            this.prefix = prefix;
            this.suffix = suffix;
        }

        public Object get() {
            return new Joiner(delimiter, prefix, suffix);
        }
    }

    /** java.util.StringJoiner as joining uses it: the constructor's checks, add, toString. */
    static final class Joiner {
        private final String prefix;
        private final String delimiter;
        private final String suffix;
        private final StringBuilder joined = new StringBuilder();
        private boolean empty = true;

        Joiner(CharSequence delimiter, CharSequence prefix, CharSequence suffix) {
            Objects.requireNonNull(prefix, "The prefix must not be null");
            Objects.requireNonNull(delimiter, "The delimiter must not be null");
            Objects.requireNonNull(suffix, "The suffix must not be null");
            this.prefix = prefix.toString();
            this.delimiter = delimiter.toString();
            this.suffix = suffix.toString();
        }

        void add(CharSequence newElement) {
            String elt = String.valueOf(newElement);
            if (!empty) {
                joined.append(delimiter);
            }
            empty = false;
            joined.append(elt);
        }

        public String toString() {
            return prefix + joined.toString() + suffix;
        }
    }

    /** Collection::add (List::add, Set::add). */
    static final class CollectionAdd implements BiConsumer<Object, Object> {
        static final CollectionAdd INSTANCE = new CollectionAdd();

        public void accept(Object c, Object t) {
            ((Collection<Object>) c).add(t);
        }
    }

    /** StringBuilder::append(CharSequence) and StringJoiner::add. */
    static final class Append implements BiConsumer<Object, Object> {
        static final Append INSTANCE = new Append();

        public void accept(Object container, Object t) {
            if (container instanceof StringBuilder) {
                ((StringBuilder) container).append((CharSequence) t);
            } else {
                ((Joiner) container).add((CharSequence) t);
            }
        }
    }

    static final class Combiner implements BinaryOperator<Object> {
        static final int ADD_ALL = 0;
        static final int SET_ADD_ALL = 1;
        static final int APPEND = 2;
        static final int UNMODELLED = 3;
        private final int kind;

        Combiner(int kind) {
            this.kind = kind;
        }

        public Object apply(Object left, Object right) {
            if (kind == ADD_ALL) {
                ((Collection<Object>) left).addAll((Collection<Object>) right);
                return left;
            }
            if (kind == SET_ADD_ALL) {
                Collection<Object> l = (Collection<Object>) left;
                Collection<Object> r = (Collection<Object>) right;
                if (l.size() < r.size()) {
                    r.addAll(l);
                    return r;
                }
                l.addAll(r);
                return l;
            }
            if (kind == APPEND) {
                ((StringBuilder) left).append((StringBuilder) right);
                return left;
            }
            return unmodelledCombiner(left, right);
        }

        private static native Object unmodelledCombiner(Object left, Object right);
    }

    /** Collectors.castingIdentity(). */
    static final class Identity implements Function<Object, Object> {
        static final Identity INSTANCE = new Identity();

        public Object apply(Object t) {
            return t;
        }
    }

    /** The arithmetic collectors' accumulators (counting, summing*, averaging*). */
    static final class Arithmetic implements BiConsumer<Object, Object> {
        static final int COUNTING = 10;
        static final int SUM_INT = 11;
        static final int SUM_LONG = 12;
        static final int SUM_DOUBLE = 13;
        static final int AVERAGE_INT = 14;
        static final int AVERAGE_LONG = 15;
        static final int AVERAGE_DOUBLE = 16;
        private final int kind;
        private final Object mapper;

        Arithmetic(int kind, Object mapper) {
            this.kind = kind;
            this.mapper = mapper;
        }

        Supplier<Object> supplier() {
            return new Container(kind);
        }

        public void accept(Object container, Object t) {
            if (kind == COUNTING) {
                ((long[]) container)[0] += 1L;
            } else if (kind == SUM_INT) {
                ((int[]) container)[0] += ((ToIntFunction) mapper).applyAsInt(t);
            } else if (kind == SUM_LONG) {
                ((long[]) container)[0] += ((ToLongFunction) mapper).applyAsLong(t);
            } else if (kind == AVERAGE_INT) {
                long[] a = (long[]) container;
                a[0] += ((ToIntFunction) mapper).applyAsInt(t);
                a[1]++;
            } else if (kind == AVERAGE_LONG) {
                long[] a = (long[]) container;
                a[0] += ((ToLongFunction) mapper).applyAsLong(t);
                a[1]++;
            } else {
                double[] a = (double[]) container;
                double val = ((ToDoubleFunction) mapper).applyAsDouble(t);
                sumWithCompensation(a, val);
                if (kind == SUM_DOUBLE) {
                    a[2] += val;
                } else {
                    a[2]++;
                    a[3] += val;
                }
            }
        }
    }

    /** The arithmetic collectors' containers. */
    static final class Container implements Supplier<Object> {
        private final int kind;

        Container(int kind) {
            this.kind = kind;
        }

        public Object get() {
            if (kind == Arithmetic.SUM_INT) {
                return new int[1];
            }
            if (kind == Arithmetic.COUNTING || kind == Arithmetic.SUM_LONG) {
                return new long[1];
            }
            if (kind == Arithmetic.SUM_DOUBLE) {
                return new double[3];
            }
            if (kind == Arithmetic.AVERAGE_DOUBLE) {
                return new double[4];
            }
            return new long[2];
        }
    }

    /** Collectors.sumWithCompensation (Kahan summation). */
    static void sumWithCompensation(double[] intermediateSum, double value) {
        double tmp = value - intermediateSum[1];
        double sum = intermediateSum[0];
        double velvel = sum + tmp;
        intermediateSum[1] = (velvel - sum) - tmp;
        intermediateSum[0] = velvel;
    }

    /** Collectors.computeFinalSum (JDK 17). */
    static double computeFinalSum(double[] summands) {
        double tmp = summands[0] - summands[1];
        double simpleSum = summands[summands.length - 1];
        if (Double.isNaN(tmp) && Double.isInfinite(simpleSum)) {
            return simpleSum;
        }
        return tmp;
    }

    /** The finishers: toString, toUnmodifiableList's, the boxes', the arithmetic ones. */
    static final class Finish implements Function<Object, Object> {
        static final int TO_STRING = 0;
        static final int UNMODIFIABLE_LIST = 1;
        static final int BOX = 2;
        static final int OPTIONAL_BOX = 3;
        private final int kind;

        Finish(int kind) {
            this.kind = kind;
        }

        public Object apply(Object a) {
            switch (kind) {
                case TO_STRING:
                    return a.toString();
                case UNMODIFIABLE_LIST:
                    if (a.getClass() == ArrayList.class) {
                        return ImmutableCollections.listFromTrustedArray(((ArrayList<?>) a).toArray());
                    }
                    throw new IllegalArgumentException();
                case BOX:
                    return ((Object[]) a)[0];
                case OPTIONAL_BOX:
                    return Optional.ofNullable(((OptionalBox) a).value);
                case Arithmetic.COUNTING:
                case Arithmetic.SUM_LONG:
                    return Long.valueOf(((long[]) a)[0]);
                case Arithmetic.SUM_INT:
                    return Integer.valueOf(((int[]) a)[0]);
                case Arithmetic.SUM_DOUBLE:
                    return Double.valueOf(computeFinalSum((double[]) a));
                case Arithmetic.AVERAGE_DOUBLE: {
                    double[] d = (double[]) a;
                    return Double.valueOf(d[2] == 0 ? 0.0d : computeFinalSum(d) / d[2]);
                }
                default: {
                    long[] l = (long[]) a;
                    return Double.valueOf(l[1] == 0 ? 0.0d : (double) l[0] / l[1]);
                }
            }
        }
    }

    /** boxSupplier(identity) (op null), or OptionalBox::new. */
    static final class NewBox implements Supplier<Object> {
        private final Object identity;
        private final BinaryOperator op;

        NewBox(Object identity, BinaryOperator op) {
            this.identity = identity;
            this.op = op;
        }

        public Object get() {
            if (op == null) {
                return new Object[] {identity};
            }
            return new OptionalBox(op);
        }
    }

    /** reducing(op)'s container (Collectors$1OptionalBox). */
    static final class OptionalBox implements Consumer<Object> {
        private final BinaryOperator op;
        Object value;
        boolean present;

        OptionalBox(BinaryOperator op) {
            this.op = op;
        }

        public void accept(Object t) {
            if (present) {
                value = op.apply(value, t);
            } else {
                value = t;
                present = true;
            }
        }
    }

    /** OptionalBox::accept. */
    static final class OptionalBoxAccept implements BiConsumer<Object, Object> {
        static final OptionalBoxAccept INSTANCE = new OptionalBoxAccept();

        public void accept(Object box, Object t) {
            ((OptionalBox) box).accept(t);
        }
    }

    /** reducing(identity, [mapper,] op): a[0] = op.apply(a[0], [mapper.apply](t)). */
    static final class Reduce implements BiConsumer<Object, Object> {
        private final Function mapper;
        private final BinaryOperator op;

        Reduce(Function mapper, BinaryOperator op) {
            this.mapper = mapper;
            this.op = op;
        }

        public void accept(Object container, Object t) {
            Object[] a = (Object[]) container;
            if (mapper == null) {
                a[0] = op.apply(a[0], t);
            } else {
                a[0] = op.apply(a[0], mapper.apply(t));
            }
        }
    }

    /** The accumulators of mapping, filtering, flatMapping and partitioningBy. */
    static final class Adapt implements BiConsumer<Object, Object> {
        static final int MAPPING = 0;
        static final int FILTERING = 1;
        static final int FLAT_MAPPING = 2;
        static final int PARTITION = 3;
        private final int kind;
        private final Object fn;
        private final BiConsumer downstreamAccumulator;

        Adapt(int kind, Object fn, BiConsumer downstreamAccumulator) {
            this.kind = kind;
            this.fn = fn;
            this.downstreamAccumulator = downstreamAccumulator;
        }

        public void accept(Object r, Object t) {
            if (kind == MAPPING) {
                downstreamAccumulator.accept(r, ((Function) fn).apply(t));
            } else if (kind == FILTERING) {
                if (((Predicate) fn).test(t)) {
                    downstreamAccumulator.accept(r, t);
                }
            } else if (kind == PARTITION) {
                Collectors.Partition p = (Collectors.Partition) r;
                downstreamAccumulator.accept(((Predicate) fn).test(t) ? p.forTrue : p.forFalse, t);
            } else {
                try (Stream<?> result = (Stream<?>) ((Function) fn).apply(t)) {
                    if (result != null) {
                        result.sequential().forEach(
                                new Collectors.AccumulateInto(downstreamAccumulator, r));
                    }
                }
            }
        }
    }

    /** groupingBy's accumulator. */
    static final class Group implements BiConsumer<Object, Object> {
        private final Function classifier;
        private final Supplier downstreamSupplier;
        private final BiConsumer downstreamAccumulator;

        Group(Function classifier, Supplier downstreamSupplier,
                BiConsumer downstreamAccumulator) {
            this.classifier = classifier;
            this.downstreamSupplier = downstreamSupplier;
            this.downstreamAccumulator = downstreamAccumulator;
        }

        public void accept(Object m, Object t) {
            Object key = Objects.requireNonNull(classifier.apply(t),
                    "element cannot be mapped to a null key");
            Object container = ((Map) m).computeIfAbsent(key, new SupplyIgnoringKey(downstreamSupplier));
            downstreamAccumulator.accept(container, t);
        }
    }

    /** k -> downstreamSupplier.get(). */
    static final class SupplyIgnoringKey implements Function<Object, Object> {
        private final Supplier supplier;

        SupplyIgnoringKey(Supplier supplier) {
            this.supplier = supplier;
        }

        public Object apply(Object k) {
            return supplier.get();
        }
    }

    /** groupingBy's finisher: intermediate.replaceAll((k, v) -> downstreamFinisher.apply(v)). */
    static final class GroupFinish implements Function<Object, Object> {
        private final Function downstreamFinisher;

        GroupFinish(Function downstreamFinisher) {
            this.downstreamFinisher = downstreamFinisher;
        }

        public Object apply(Object intermediate) {
            ((Map) intermediate).replaceAll(new ApplyToValue(downstreamFinisher));
            return intermediate;
        }
    }

    static final class ApplyToValue implements BiFunction<Object, Object, Object> {
        private final Function f;

        ApplyToValue(Function f) {
            this.f = f;
        }

        public Object apply(Object k, Object v) {
            return f.apply(v);
        }
    }

    /** () -> new Partition(downstream.supplier().get(), downstream.supplier().get()). */
    static final class NewPartition implements Supplier<Object> {
        private final Collector downstream;

        NewPartition(Collector downstream) {
            this.downstream = downstream;
        }

        public Object get() {
            return new Collectors.Partition(downstream.supplier().get(), downstream.supplier().get());
        }
    }

    /** par -> new Partition(finisher().apply(par.forTrue), finisher().apply(par.forFalse)). */
    static final class PartitionFinish implements Function<Object, Object> {
        private final Collector downstream;

        PartitionFinish(Collector downstream) {
            this.downstream = downstream;
        }

        public Object apply(Object par) {
            Collectors.Partition p = (Collectors.Partition) par;
            return new Collectors.Partition(downstream.finisher().apply(p.forTrue),
                    downstream.finisher().apply(p.forFalse));
        }
    }

    /**
     * toMap's accumulators: uniqKeysMapAccumulator (putIfAbsent; the JDK's message for a
     * duplicate key) or, with a merge function, map.merge.
     */
    static final class PutInto implements BiConsumer<Object, Object> {
        private final Function keyMapper;
        private final Function valueMapper;
        private final boolean merging;
        private final BinaryOperator mergeFunction;

        PutInto(Function keyMapper, Function valueMapper, boolean merging,
                BinaryOperator mergeFunction) {
            this.keyMapper = keyMapper;
            this.valueMapper = valueMapper;
            this.merging = merging;
            this.mergeFunction = mergeFunction;
        }

        public void accept(Object m, Object element) {
            Map map = (Map) m;
            if (merging) {
                map.merge(keyMapper.apply(element), valueMapper.apply(element), mergeFunction);
                return;
            }
            Object k = keyMapper.apply(element);
            Object v = Objects.requireNonNull(valueMapper.apply(element));
            Object u = map.putIfAbsent(k, v);
            if (u != null) {
                throw new IllegalStateException("Duplicate key " + k
                        + " (attempted merging values " + u + " and " + v + ")");
            }
        }
    }
}
