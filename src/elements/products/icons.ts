/** The icons <phx-products> draws (those other elements draw too are in ui/icons.ts). */
export { check } from '../../ui/icons';
