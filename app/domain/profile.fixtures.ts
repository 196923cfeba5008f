/** Maya's step-2 answers, valid in both wording variants: the one profile the domain tests fill forms with. */
export const MAYA_REQUIRED_INFO = {
  firstName: "Maya",
  lastName: "Lopez",
  altName: "Maya Sings",
  phone: "+15551234567",
  subscription: "monthly",
  street: "1 Main St",
  city: "Austin",
  state: "TX",
  postalCode: "78701",
} as const;
