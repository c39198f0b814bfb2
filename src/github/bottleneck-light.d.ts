// bottleneck/light.js is Bottleneck without its Redis clustering (what plugin-throttling itself loads); its types
// are the package's own.
declare module "bottleneck/light.js" {
  import Bottleneck from "bottleneck";
  export default Bottleneck;
}
