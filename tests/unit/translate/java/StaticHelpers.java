/** A static helper that subclasses call unqualified: javac names the subclass at the call. */
public class StaticHelpers {
    static int helper(int x) {
        return x + 1;
    }
}

/** Calls the inherited helper as `helper(x)`: invokestatic InheritsHelpers.helper. */
class InheritsHelpers extends StaticHelpers {
    public static int twiceHelped(int x) {
        return helper(x) * 2;
    }
}
