import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

// Calls one static int method of JacocoFixture once per argument: "Driver name 1,2 3,0" calls
// name(1, 2) then name(3, 0). Exceptions thrown by the method are swallowed.
public class Driver {
  public static void main(String[] args) throws Exception {
    for (int k = 1; k < args.length; k++) {
      String[] parts = args[k].split(",");
      Class<?>[] types = new Class<?>[parts.length];
      Object[] values = new Object[parts.length];
      for (int i = 0; i < parts.length; i++) {
        types[i] = int.class;
        values[i] = Integer.parseInt(parts[i]);
      }
      Method m = JacocoFixture.class.getDeclaredMethod(args[0], types);
      try {
        m.invoke(null, values);
      } catch (InvocationTargetException e) {
        // expected for the throwing inputs
      }
    }
  }
}
